import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
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
