import http from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../test/listen';
import { SiteRenderer } from './site-renderer';

// The worker here is a stand-in that speaks SiteRenderer's messages (site-renderer.fake-worker.mjs);
// the real one, with the site's build, renders every page of the e2e tests.
const logged: Error[] = [];
const renderer = new SiteRenderer(
  'unused',
  (error) => logged.push(error),
  new URL('./site-renderer.fake-worker.mjs', import.meta.url),
);
const app = Fastify();
renderer.registerPages(app);
let base = '';

beforeAll(async () => {
  await renderer.start();
  base = await listenOnLoopback(app);
});
afterAll(async () => {
  await app.close();
  await renderer.stop();
});

describe('SiteRenderer: pages rendered in a worker thread, sent by the server', () => {
  it("sends the worker's status, headers, each cookie on its own, and its body as it came in chunks", async () => {
    const response = await fetch(`${base}/page`);
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    // A character split between two chunks arrives whole.
    expect(await response.text()).toBe('<p>Gruß</p>');
  });

  it('gives the worker the method, the whole URL, the headers and a form as it was sent', async () => {
    const response = await fetch(`${base}/echo?next=%2Fchat`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test': 'yes' },
      body: 'email=ana%40example.com&password=h%C3%A9',
    });
    expect(await response.json()).toEqual({
      url: `${base}/echo?next=%2Fchat`,
      method: 'POST',
      header: 'yes',
      body: 'email=ana%40example.com&password=h%C3%A9',
    });
  });

  it('sends an answer without a body (a redirect) without one', async () => {
    const response = await fetch(`${base}/redirect`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/page');
    expect(await response.text()).toBe('');
  });

  it('answers 500 when the page fails before its head, and goes on serving', async () => {
    expect((await fetch(`${base}/fail`)).status).toBe(500);
    expect((await fetch(`${base}/page`)).status).toBe(201);
  });

  it('answers 500 for the pages a dying worker had, and starts a new one for the next page', async () => {
    expect((await fetch(`${base}/crash`)).status).toBe(500);
    expect(logged.map((error) => error.message)).toEqual(["the site's render worker stopped (exit code 1)"]);
    const next = await fetch(`${base}/page`);
    expect(next.status).toBe(201);
    expect(await next.text()).toBe('<p>Gruß</p>');
  });

  it('logs a worker that died of an uncaught error once, with that error as the cause', async () => {
    const before = logged.length;
    expect((await fetch(`${base}/throw`)).status).toBe(500);
    const said = logged.slice(before);
    expect(said.map((error) => error.message)).toEqual(["the site's render worker stopped (exit code 1)"]);
    expect((said[0]?.cause as Error | undefined)?.message).toBe('the render blew up');
    expect((await fetch(`${base}/page`)).status).toBe(201);
  });

  it('tells the worker to stop rendering a page whose visitor went away', async () => {
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`${base}/endless`, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    await expect
      .poll(async () => ((await (await fetch(`${base}/aborted`)).json()) as number[]).length)
      .toBe(1);
  });
});
