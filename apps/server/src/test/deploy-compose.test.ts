import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getLiveness, getReadiness } from '@amori/contract';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../config';

// deploy/docker-compose.yml checked as YAML against the shape docs/deploy.md relies on (Docker is
// not needed: `docker compose config` validates it where Docker is installed).

const deploy = path.resolve(import.meta.dirname, '../../../../deploy');
const compose = parse(readFileSync(path.join(deploy, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
  networks: Record<string, { ipam?: { config?: { subnet: string }[] } }>;
};
const caddyfile = readFileSync(path.join(deploy, 'Caddyfile'), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
  networks?: Record<string, { ipv4_address?: string }> | string[];
}

const apps = ['app1', 'app2', 'app3'] as const;

/** What an operator puts in deploy/.env for the settings the compose file requires (`${VAR:?...}`). */
const required: Record<string, string> = {
  POSTGRES_PASSWORD: 'secret',
  MINIO_ROOT_USER: 'amori',
  MINIO_ROOT_PASSWORD: 'secret',
  MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz',
  SMTP_URL: 'smtps://user:pass@smtp.example:465',
  MAIL_FROM: 'hello@amori.example',
};

/** An environment value with compose's `${VAR:?...}` and `${VAR:-default}` filled in. */
function filled(value: string): string {
  return value.replace(
    /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
    (_match, name: string, kind?: string, rest?: string) => {
      if (kind === '-') return rest ?? '';
      const given = required[name];
      if (given === undefined) throw new Error(`no sample value for ${name}`);
      return given;
    },
  );
}

describe('deploy/docker-compose.yml', () => {
  it('has PostgreSQL, MinIO with its bucket, three app processes and a TLS proxy', () => {
    const { services } = compose;
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'app3', 'bucket', 'db', 'minio', 'proxy']);
    expect(services.db!.image).toMatch(/^postgres:\d+/);
    expect(services.db!.volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(services.minio!.image).toMatch(/^minio\/minio/);
    expect(services.proxy!.image).toMatch(/^caddy:2/);
    expect(services.proxy!.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['pgdata', 'media', 'caddy_data']));
  });

  it('starts each app from the repository image in production, on the shared database and bucket', () => {
    for (const name of apps) {
      const app = compose.services[name]!;
      expect(app.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
      const env = app.environment!;
      expect(env.NODE_ENV).toBe('production');
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/amori:.*@db:5432\/amori$/);
      expect(env.S3_ENDPOINT).toBe('http://minio:9000');
      expect(env.HOST).toBe('0.0.0.0');
      // Metrics stay on the internal network: the port is never published.
      expect(env.METRICS_PORT).toBe('9464');
      expect(app.ports).toBeUndefined();
      expect(app.depends_on).toMatchObject({
        db: { condition: 'service_healthy' },
        bucket: { condition: 'service_completed_successfully' },
      });
      expect(app.healthcheck!.test.join(' ')).toContain(getLiveness.path);
      expect(app.stop_grace_period).toMatch(/^\d+s$/);
    }
  });

  it('believes forwarded addresses from the proxy alone, at its fixed address on the network', () => {
    const proxy = compose.services.proxy!.networks as Record<string, { ipv4_address?: string }>;
    const address = proxy.amori!.ipv4_address!;
    expect(compose.networks.amori!.ipam!.config![0]!.subnet).toBe('172.28.0.0/16');
    for (const name of apps) expect(compose.services[name]!.environment!.TRUSTED_PROXIES).toBe(address);
  });

  it('gives the apps only settings the server knows, which a production start accepts', () => {
    const env = Object.fromEntries(
      Object.entries(compose.services.app1!.environment!).map(([key, value]) => [key, filled(String(value))]),
    );
    const config = loadConfig(env) as Record<string, unknown>;
    expect(Object.keys(env).filter((key) => !(key in config))).toEqual([]);
    expect(config.PAYMENT_PROVIDER).toBe('mollie');
  });
});

describe('deploy/Caddyfile', () => {
  it('spreads traffic over the three apps, checking their readiness', () => {
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000 app3:3000/);
    expect(caddyfile).toContain(`health_uri ${getReadiness.path}`);
    expect(caddyfile).toContain('lb_policy round_robin');
  });
});
