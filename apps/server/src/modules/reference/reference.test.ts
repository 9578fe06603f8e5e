import { companyInfoSchema, geocode, getInterests, getRegions } from '@amori/contract';
import { COUNTRIES } from '@amori/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGION_LABELS } from '../../db/seed/regions';
import { expectError, json } from '../../test/expect';
import { startTestServer, type TestServer } from '../../test/server';
import * as z from 'zod/mini';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ members: 0 });
});
afterAll(() => server.close());

describe('reference data', () => {
  it('GET /api/interests.php lists the interests', async () => {
    const body = getInterests.response.parse(await (await server.request('/api/interests.php')).json());
    expect(body.length).toBeGreaterThanOrEqual(30);
    expect(body.map((i) => i.slug)).toContain('hiking');
  });

  it('GET /api/regions.php has regions and a label for every country of the site', async () => {
    const body = getRegions.response.parse(await (await server.request('/api/regions.php')).json());
    // Every country of spec point 9 (core's table of visible locales by country).
    for (const country of COUNTRIES) {
      expect(body.labels[country]).toBe(REGION_LABELS[country]);
      expect(body.regions.some((r) => r.country === country)).toBe(true);
    }
    expect(body.labels.CH).toBe('canton');
    expect(body.regions.filter((r) => r.country === 'NL')).toHaveLength(12);
  });

  it('GET /api/companyinfo.php answers the company', async () => {
    const body = z
      .strictObject(companyInfoSchema.shape)
      .parse(await (await server.request('/api/companyinfo.php')).json());
    expect(body.name).toMatch(/Amori/);
    expect(Date.parse(body.added)).not.toBeNaN();
  });
});

describe('GET /api/geocode.php', () => {
  it('reverse geocodes a position offline', async () => {
    const response = await server.request('/api/geocode.php?lat=52.37&lon=4.89');
    expect(response.status).toBe(200);
    expect(geocode.response.parse(await response.json())).toMatchObject({ country: 'NL' });
  });

  it('answers false when nothing is found', async () => {
    const response = await server.request('/api/geocode.php?lat=0&lon=-30');
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(false);
  });

  it('refuses missing, out-of-range and unknown parameters with 400', async () => {
    for (const q of ['', '?lat=1', '?lat=x&lon=1', '?lat=91&lon=0', '?lat=1&lon=181', '?lat=1&lon=1&x=1']) {
      await expectError(await server.request(`/api/geocode.php${q}`), 400, 'validation_failed');
    }
  });
});

describe('POST /api/page-hidden.php', () => {
  it('records a bounce sent as a beacon (Sec-Fetch-Site same-origin, no custom header)', async () => {
    const response = await fetch(`${server.url}/api/page-hidden.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    const { rows } = (await server.handle.db.execute(
      'select count(*)::int as n from page_bounces',
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it('reads a text/plain beacon (sendBeacon with a string) as JSON', async () => {
    const response = await fetch(`${server.url}/api/page-hidden.php`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: server.url },
      body: '{"path":"/members"}',
    });
    expect(response.status).toBe(200);
  });

  it('refuses unknown fields and cross-site beacons', async () => {
    await expectError(await server.request('/api/page-hidden.php', json({ nope: 1 })), 400);
    await expectError(
      await fetch(`${server.url}/api/page-hidden.php`, {
        ...json({}),
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      }),
      403,
      'csrf_rejected',
    );
  });
});

describe('POST /api/complaints.php', () => {
  const complaint = {
    name: 'Jan',
    email: 'jan@example.com',
    kind: 'member',
    subject: 'Spam',
    message: 'A member sent spam.',
  };

  it('stores a complaint', async () => {
    const response = await server.request('/api/complaints.php', json(complaint));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ok: true; id: number };
    expect(body.ok).toBe(true);
    const { rows } = (await server.handle.db.execute(
      `select subject from complaints where id = ${body.id}`,
    )) as unknown as {
      rows: { subject: string }[];
    };
    expect(rows[0]!.subject).toBe('Spam');
  });

  it('refuses invalid complaints with 400 and huge ones with 413', async () => {
    for (const body of [
      {},
      { ...complaint, email: 'nope' },
      { ...complaint, kind: 'x' },
      { ...complaint, message: ' ' },
      { ...complaint, extra: 1 },
    ]) {
      await expectError(await server.request('/api/complaints.php', json(body)), 400);
    }
    await expectError(
      await server.request('/api/complaints.php', json({ ...complaint, message: 'x'.repeat(100_000) })),
      413,
    );
    await expectError(await server.request('/api/complaints.php'), 405);
  });
});

describe('OpenAPI', () => {
  it('serves the document generated from the contract and a readable page', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/likes.php');
    const page = await server.request('/api/docs');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('/api/user.php?push=1');
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href="http/);
  });

  it('answers a 404 envelope for unknown media', async () => {
    await expectError(await server.request('/media/profiles/1/none.webp'), 404);
    await expectError(await server.request('/media/..%2F..%2Fetc%2Fpasswd'), 404);
  });
});
