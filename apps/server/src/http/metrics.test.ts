import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import { json } from '../test/expect';
import { openLive } from '../test/live-client';
import { startTestServer, type TestServer } from '../test/server';
import { serveMetrics, type MetricsServer } from './metrics-server';

// /metrics on its own port: scraped before and after traffic, the named series must move.

let server: TestServer;
let metrics: MetricsServer;
beforeAll(async () => {
  server = await startTestServer({ members: 6 });
  metrics = await serveMetrics(server.app.metrics.registry, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await metrics.close();
  await server.close();
});

/** One scrape: every sample's value by its series name and labels, as Prometheus writes them. */
async function scrape(): Promise<Map<string, number>> {
  const response = await fetch(metrics.url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

const value = (samples: Map<string, number>, series: string) => samples.get(series) ?? 0;

describe('/metrics', () => {
  it('serves only /metrics, on loopback', async () => {
    expect(metrics.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect((await fetch(metrics.url.replace('/metrics', '/'))).status).toBe(404);
  });

  it('moves the request, error, latency, socket, message and credit series when traffic flows', async () => {
    const before = await scrape();
    const cookie = await server.loginAs('free@example.com');
    const failed = await server.request(
      '/api/user.php',
      json({ email: 'free@example.com', password: 'wrong' }),
    );
    expect(failed.status).toBe(401);
    const socket = await openLive(server.url, { cookie });
    await socket.next('ready');
    const [to] = await server.handle.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.fictional, true))
      .limit(1);
    const sent = await server.request(
      '/api/messages.php',
      json(
        { client_id: randomUUID(), kind: 'text', member: to!.id, text: 'Counted' },
        { headers: { cookie } },
      ),
    );
    expect(sent.status, await sent.clone().text()).toBe(200);
    await server.request('/api/no-such-call.php');
    const during = await scrape();
    await socket.close();

    const moved = (series: string) => value(during, series) - value(before, series);
    expect(moved('amori_http_requests_total{call="login",status="200"}')).toBe(1);
    expect(moved('amori_http_requests_total{call="login",status="401"}')).toBe(1);
    expect(moved('amori_http_errors_total{call="login",status="401"}')).toBe(1);
    expect(moved('amori_http_requests_total{call="sendMessage",status="200"}')).toBe(1);
    expect(moved('amori_http_errors_total{call="api_other",status="404"}')).toBe(1);
    expect(moved('amori_http_request_duration_seconds_count{call="sendMessage"}')).toBe(1);
    expect(moved('amori_http_request_duration_seconds_bucket{le="+Inf",call="login"}')).toBe(2);
    expect(value(during, 'amori_live_sockets')).toBe(1);
    expect(moved('amori_chat_messages_total')).toBe(1);
    expect(moved('amori_credits_total{direction="spent",reason="message"}')).toBeGreaterThan(0);
    // No raw URL becomes a label.
    expect([...during.keys()].some((series) => series.includes('no-such-call'))).toBe(false);
    expect(during.has('amori_jobs_queue_depth')).toBe(true);
    expect(during.has('amori_jobs_oldest_age_seconds')).toBe(true);

    await expect.poll(async () => value(await scrape(), 'amori_live_sockets')).toBe(0);
  });

  it('shows the job queue: depth and the age of its oldest due job', async () => {
    const before = await scrape();
    await server.app.jobs.enqueue('metrics-test', {}, { runAt: new Date(Date.now() - 60_000) });
    const after = await scrape();
    expect(value(after, 'amori_jobs_queue_depth') - value(before, 'amori_jobs_queue_depth')).toBe(1);
    expect(value(after, 'amori_jobs_oldest_age_seconds')).toBeGreaterThanOrEqual(60);
  });
});

describe('/api/health', () => {
  it('answers liveness without the database, and readiness with it and its migrations', async () => {
    expect(await (await server.request('/api/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await server.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
  });
});

describe('migrationsApplied', () => {
  // True where they are applied: the readiness answer above (the test server's migrations are
  // recorded in a schema of its own on PostgreSQL).
  it('is false where drizzle recorded no migration', async () => {
    const { migrationsApplied } = await import('../db/migration-state');
    expect(await migrationsApplied(server.handle.db, 'no_such_schema')).toBe(false);
  });
});

describe('deploy/grafana-dashboard.json', () => {
  it('plots only series the server exports', async () => {
    const { readFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const file = path.resolve(import.meta.dirname, '../../../../deploy/grafana-dashboard.json');
    const dashboard = JSON.parse(await readFile(file, 'utf8')) as {
      panels: { targets: { expr: string }[] }[];
    };
    const named = new Set(
      dashboard.panels.flatMap((panel) =>
        panel.targets.flatMap((target) => target.expr.match(/\bamori_\w+/g) ?? []),
      ),
    );
    const exported = new Set(
      (await server.app.metrics.registry.getMetricsAsJSON()).map((metric) => metric.name),
    );
    // The pool's series is there on PostgreSQL only (PGlite has no pool).
    if (!server.handle.pool) exported.add('amori_db_pool_connections');
    const base = (series: string) => series.replace(/_(bucket|sum|count)$/, '');
    expect(named.size).toBeGreaterThanOrEqual(7);
    expect([...named].filter((series) => !exported.has(base(series)))).toEqual([]);
  });
});
