import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerHsts } from '../http/hsts';
import { TRUSTED_PROXIES } from '../http/visitor-address';
import { registerSite } from './site';

// Site builds made for the test: their server module only loads (slowly, or not at all); the
// pages of the real build are rendered by the e2e tests.
const dirs: string[] = [];
function siteBuild(serverModule: string): string {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'amori-site-build-'));
  dirs.push(buildDir);
  mkdirSync(path.join(buildDir, 'server'));
  mkdirSync(path.join(buildDir, 'client/assets'), { recursive: true });
  // As in apps/site: its package.json makes the build's .js files ES modules.
  writeFileSync(path.join(buildDir, 'package.json'), '{ "type": "module" }');
  writeFileSync(path.join(buildDir, 'server/index.js'), serverModule);
  writeFileSync(path.join(buildDir, 'client/assets/entry-Ab12Cd.js'), 'console.log(1);');
  writeFileSync(
    path.join(buildDir, 'client/assets/logo-Ab12Cd.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  writeFileSync(path.join(buildDir, 'client/robots.txt'), 'User-agent: *');
  return buildDir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the site in production: files, and pages from a worker thread', () => {
  it('starts with a build slower to load than a plugin may take to register, and is ready only once it is loaded', async () => {
    const buildDir = siteBuild(
      'await new Promise((resolve) => setTimeout(resolve, 2000));\nexport const routes = {};\n',
    );
    // Long enough for the site's plugin itself on a busy machine, shorter than the build's load.
    const app = Fastify({ pluginTimeout: 1000 });
    const started = Date.now();
    await registerSite(app, { buildDir, dev: false });
    await app.ready();
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);

    const asset = await app.inject('/assets/entry-Ab12Cd.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject('/robots.txt');
    expect(robots.body).toBe('User-agent: *');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    await app.close();
  });

  it('does not start when the build cannot be loaded, and says why', async () => {
    const buildDir = siteBuild("throw new Error('the build is broken');\n");
    const app = Fastify();
    await expect(registerSite(app, { buildDir, dev: false })).rejects.toThrow('the build is broken');
    await app.close();
  });
});

// A build whose every page answers, as JSON, the CSP nonce React Router's request handler was given.
const nonceEchoBuild = `
const page = { default: () => null };
export const entry = {
  module: {
    default: (request, status) =>
      new Response(JSON.stringify({ nonce: request.headers.get('x-csp-nonce') }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  },
};
export const routes = {
  root: { id: 'root', path: '', module: page },
  page: { id: 'page', parentId: 'root', path: '*', module: page },
};
const manifestRoute = (id, parentId, path) => ({
  id, parentId, path, hasAction: false, hasLoader: false, hasClientAction: false, hasClientLoader: false,
  hasClientMiddleware: false, hasDefaultExport: true, hasErrorBoundary: false,
  module: '/assets/' + id + '.js', imports: [],
});
export const assets = {
  entry: { module: '/assets/entry.js', imports: [] },
  routes: { root: manifestRoute('root', undefined, ''), page: manifestRoute('page', 'root', '*') },
  url: '/assets/manifest.js',
  version: '1',
};
export const assetsBuildDirectory = 'build/client';
export const basename = '/';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
export const publicPath = '/';
`;

/** The policy the site's pages and files carry, with a page's nonce. */
const policyWith = (nonce: string) =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join(';');

/** The nonce a Content-Security-Policy header names for scripts. */
function nonceOf(response: LightMyRequestResponse): string {
  const policy = String(response.headers['content-security-policy'] ?? '');
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy)?.[1];
  expect(nonce, `a script nonce in "${policy}"`).toBeTruthy();
  return nonce!;
}

describe("the site's security headers: pages and files, not the API", () => {
  it('gives every page a CSP with a fresh nonce, the one the page was rendered with, and the other headers', async () => {
    const app = Fastify({ trustProxy: TRUSTED_PROXIES });
    app.get('/api/ping', async () => ({ ok: true }));
    await registerSite(app, { buildDir: siteBuild(nonceEchoBuild), dev: false });
    try {
      const nonces: string[] = [];
      for (const url of ['/', '/', '/members', '/login']) {
        // A nonce a visitor sends along is never the one the page gets.
        const response = await app.inject({ url, headers: { 'x-csp-nonce': 'chosen-by-the-visitor' } });
        expect(response.statusCode, url).toBe(200);
        const nonce = nonceOf(response);
        expect(response.json(), url).toEqual({ nonce });
        expect(response.headers['content-security-policy'], url).toBe(policyWith(nonce));
        expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        expect(response.headers['permissions-policy'], url).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
        expect(response.headers['permissions-policy'], url).toMatch(/(^|, )camera=\(\)(,|$)/);
        expect(response.headers['permissions-policy'], url).toMatch(/(^|, )microphone=\(\)(,|$)/);
        expect(response.headers['permissions-policy'], url).toMatch(/(^|, )payment=\(\)(,|$)/);
        expect(response.headers['permissions-policy'], url).toMatch(/(^|, )usb=\(\)(,|$)/);
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        expect(response.headers['x-frame-options'], url).toBe('DENY');
        expect(response.headers['strict-transport-security'], url).toBeUndefined();
        nonces.push(nonce);
      }
      // A nonce per request: no two pages share one.
      expect(new Set(nonces).size).toBe(nonces.length);

      // A script of the build is never a document: it keeps what applies to it, and no more.
      const asset = await app.inject('/assets/entry-Ab12Cd.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const header of [
        'content-security-policy',
        'permissions-policy',
        'x-frame-options',
        'referrer-policy',
      ]) {
        expect(asset.headers[header], header).toBeUndefined();
      }
      // An SVG opened on its own is a document: it keeps the policy.
      const image = await app.inject('/assets/logo-Ab12Cd.svg');
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-security-policy']).toBe(policyWith(nonceOf(image)));
      expect(image.headers['x-frame-options']).toBe('DENY');

      // The API keeps its own headers.
      const api = await app.inject('/api/ping');
      expect(api.statusCode).toBe(200);
      expect(api.headers['content-security-policy']).toBeUndefined();
      expect(api.headers['permissions-policy']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('sends HSTS only for a request that came over HTTPS through a trusted proxy', async () => {
    const app = Fastify({ trustProxy: TRUSTED_PROXIES });
    registerHsts(app);
    await registerSite(app, { buildDir: siteBuild(nonceEchoBuild), dev: false });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      for (const url of ['/', '/members', '/assets/entry-Ab12Cd.js']) {
        const proxied = await app.inject({ url, headers: https, remoteAddress: '127.0.0.1' });
        expect(proxied.headers['strict-transport-security'], url).toBe('max-age=31536000');
        const plain = await app.inject({ url, remoteAddress: '127.0.0.1' });
        expect(plain.headers['strict-transport-security'], url).toBeUndefined();
        // Anyone can send X-Forwarded-Proto; only a trusted proxy is believed.
        const untrusted = await app.inject({ url, headers: https, remoteAddress: '203.0.113.7' });
        expect(untrusted.headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });
});

// A build whose every page answers, as JSON, the method React Router's request handler was
// given; `form` takes a form (it has an action), every other path does not.
const formBuild = `
const page = { default: () => null };
export const entry = {
  module: {
    default: (request, status) =>
      new Response(JSON.stringify({ method: request.method }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  },
};
export const routes = {
  root: { id: 'root', path: '', module: page },
  form: { id: 'form', parentId: 'root', path: 'form', module: { ...page, action: () => ({ sent: true }) } },
  page: { id: 'page', parentId: 'root', path: '*', module: page },
};
const manifestRoute = (id, parentId, path, hasAction) => ({
  id, parentId, path, hasAction, hasLoader: false, hasClientAction: false, hasClientLoader: false,
  hasClientMiddleware: false, hasDefaultExport: true, hasErrorBoundary: false,
  module: '/assets/' + id + '.js', imports: [],
});
export const assets = {
  entry: { module: '/assets/entry.js', imports: [] },
  routes: {
    root: manifestRoute('root', undefined, '', false),
    form: manifestRoute('form', 'root', 'form', true),
    page: manifestRoute('page', 'root', '*', false),
  },
  url: '/assets/manifest.js',
  version: '1',
};
export const assetsBuildDirectory = 'build/client';
export const basename = '/';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
export const publicPath = '/';
`;

describe('what a page takes: its methods, and no NUL character', () => {
  it('answers a method no page takes with 405 and what the page does take, never handing it to a form', async () => {
    const app = Fastify();
    await registerSite(app, { buildDir: siteBuild(formBuild), dev: false });
    try {
      // Methods Fastify does not know at all (PROPFIND, ...) never reach the site: its 404.
      for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'] as const) {
        for (const [url, allow] of [
          ['/form', 'GET, HEAD, POST'],
          ['/form.data', 'GET, HEAD, POST'],
          ['/FORM?x=1', 'GET, HEAD, POST'],
          ['/', 'GET, HEAD'],
          ['/members/1', 'GET, HEAD'],
        ]) {
          const response = await app.inject({
            method,
            url,
            ...(method === 'TRACE'
              ? {}
              : {
                  headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  payload: 'email=ana%40example.com',
                }),
          });
          expect(response.statusCode, `${method} ${url}`).toBe(405);
          expect(response.headers['allow'], `${method} ${url}`).toBe(allow);
          expect(response.body, `${method} ${url}`).toBe('');
        }
      }
      // What pages take still reaches them.
      for (const method of ['GET', 'POST'] as const) {
        const response = await app.inject({
          method,
          url: '/form',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          ...(method === 'POST' ? { payload: 'email=ana%40example.com' } : {}),
        });
        expect(response.statusCode, method).toBe(200);
        expect(response.json(), method).toEqual({ method });
      }
      expect((await app.inject({ method: 'HEAD', url: '/form' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers a path or query with a NUL character with 400, in the words of the API', async () => {
    const app = Fastify();
    await registerSite(app, { buildDir: siteBuild(formBuild), dev: false });
    try {
      for (const url of [
        '/form?x=%00',
        '/members?a=1&b=x%00y',
        '/%00',
        '/a%00b/c',
        '/robots.txt?%00',
        '/?%00=1',
      ]) {
        for (const method of ['GET', 'POST'] as const) {
          const response = await app.inject({ method, url });
          expect(response.statusCode, `${method} ${url}`).toBe(400);
          expect(response.body, url).toBe('NUL characters are not allowed');
          expect(response.headers['content-type'], url).toBe('text/plain; charset=utf-8');
          expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        }
      }
      // "%00" itself, encoded, is no NUL.
      const encoded = await app.inject('/form?x=%2500');
      expect(encoded.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
