// @vitest-environment node
import { createRequestHandler, Outlet, type ServerBuild } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readForm } from './data/form.server';
import * as entry from './entry.server';

// React Router's request handler with the site's real entry (entry.server.tsx) and stand-in
// routes: a page that takes no form (members), one that does (login), one whose loader breaks.
// The root has its own error page, as the site's has (React Router's default one logs the error).
const modules = {
  root: { default: () => <Outlet />, loader: () => ({ locale: 'en' }), ErrorBoundary: () => <p>Error</p> },
  members: { default: () => <p>Members</p>, loader: () => null },
  login: {
    default: () => <p>Login</p>,
    loader: () => null,
    // As the site's form actions read their form.
    action: async ({ request }: { request: Request }) => ({ sent: (await readForm(request)).get('email') }),
  },
  broken: {
    default: () => null,
    loader: () => {
      throw new Error('the loader broke');
    },
  },
};
type Id = keyof typeof modules;
const parentOf = (id: Id) => (id === 'root' ? undefined : 'root');
const pathOf = (id: Id) => (id === 'root' ? '' : id);

const build: ServerBuild = {
  entry: { module: entry },
  routes: Object.fromEntries(
    (Object.keys(modules) as Id[]).map((id) => [
      id,
      { id, parentId: parentOf(id), path: pathOf(id), module: modules[id] },
    ]),
  ),
  assets: {
    entry: { module: '/assets/entry.js', imports: [] },
    routes: Object.fromEntries(
      (Object.keys(modules) as Id[]).map((id) => [
        id,
        {
          id,
          parentId: parentOf(id),
          path: pathOf(id),
          hasAction: 'action' in modules[id],
          hasLoader: true,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: 'ErrorBoundary' in modules[id],
          module: `/assets/${id}.js`,
          clientActionModule: undefined,
          clientLoaderModule: undefined,
          clientMiddlewareModule: undefined,
          hydrateFallbackModule: undefined,
        },
      ]),
    ),
    url: '/assets/manifest.js',
    version: '1',
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
};
const handle = createRequestHandler(build, 'production');
const form = (method: string) => ({
  method,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: 'email=ana%40example.com',
});

let logged: unknown[][];
beforeEach(() => {
  logged = [];
  for (const level of ['error', 'warn', 'log', 'info'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
  }
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the site's entry: what React Router's errors write to the log", () => {
  it('answers a form sent to a page that takes none with 405, and logs nothing', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const page = await handle(new Request('http://amori.test/members', form(method)));
      expect(page.status, method).toBe(405);
      expect(page.headers.get('allow'), method).toBe('GET, HEAD');
      await page.text();
      // The same form sent by the page's scripts (React Router's data request).
      const data = await handle(new Request('http://amori.test/members.data', form(method)));
      expect(data.status, method).toBe(405);
      await data.text();
    }
    expect(logged).toEqual([]);
  });

  it('answers a path no route takes with 404, and logs nothing', async () => {
    // The site's splat route takes every path but one with a line break (React Router's splat
    // stops at it), which React Router itself answers.
    for (const url of [
      'http://amori.test/nothing',
      'http://amori.test/%0A',
      'http://amori.test/nothing.data',
    ]) {
      const page = await handle(new Request(url));
      expect(page.status, url).toBe(404);
      await page.text();
    }
    expect(logged).toEqual([]);
  });

  it('logs a form from another origin, refused before the route is looked at, in one short line', async () => {
    // A page, and its data request (the form sent by the page's scripts).
    for (const url of [
      'http://amori.test/members',
      'http://amori.test/login',
      'http://amori.test/members.data',
      'http://amori.test/login.data',
    ]) {
      const sent = form('POST');
      const page = await handle(
        new Request(url, { ...sent, headers: { ...sent.headers, origin: 'https://elsewhere.example' } }),
      );
      expect(page.status, url).toBe(400);
      await page.text();
    }
    expect(logged).toEqual([
      ['A form from another origin was refused (POST /members)'],
      ['A form from another origin was refused (POST /login)'],
      ['A form from another origin was refused (POST /members.data)'],
      ['A form from another origin was refused (POST /login.data)'],
    ]);
  });

  it('still answers a form sent to a page that takes one', async () => {
    const page = await handle(new Request('http://amori.test/login', form('POST')));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Login');
    expect(logged).toEqual([]);
  });

  it('answers a body sent to a form that is not a form with 415 or 400 and the error page, and logs nothing', async () => {
    const multipart = 'multipart/form-data; boundary=amori-form';
    for (const [headers, body, status] of [
      [{ 'content-type': 'application/json' }, '{"email":"ana@example.com"}', 415],
      [{}, '', 415],
      [{}, 'email=ana%40example.com', 415],
      [{ 'content-type': 'text/plain' }, 'email=ana%40example.com', 415],
      [{ 'content-type': 'multipart/form-data' }, '--amori-form\r\n', 400],
      [
        { 'content-type': multipart },
        '--amori-form\r\nContent-Disposition: form-data; name="email"\r\n\r\nana',
        400,
      ],
    ] as const) {
      const page = await handle(new Request('http://amori.test/login', { method: 'POST', headers, body }));
      expect(page.status, `${JSON.stringify(headers)} ${body}`).toBe(status);
      expect(await page.text()).toContain('Error');
    }
    expect(logged).toEqual([]);
    // A form, however its type is written, is read.
    for (const type of [
      'application/x-www-form-urlencoded; charset=UTF-8',
      'Application/X-WWW-Form-Urlencoded',
    ]) {
      const page = await handle(
        new Request('http://amori.test/login', {
          method: 'POST',
          headers: { 'content-type': type },
          body: 'a=1',
        }),
      );
      expect(page.status, type).toBe(200);
      await page.text();
    }
    const multipartForm = await handle(
      new Request('http://amori.test/login', {
        method: 'POST',
        headers: { 'content-type': multipart },
        body: '--amori-form\r\nContent-Disposition: form-data; name="email"\r\n\r\nana@example.com\r\n--amori-form--\r\n',
      }),
    );
    expect(multipartForm.status).toBe(200);
    await multipartForm.text();
  });

  it('still logs what really went wrong, the error itself', async () => {
    const page = await handle(new Request('http://amori.test/broken'));
    expect(page.status).toBe(500);
    await page.text();
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[0]).toBeInstanceOf(Error);
    expect((logged[0]?.[0] as Error).message).toBe('the loader broke');
  });

  it('logs nothing for a visitor who went away', async () => {
    const controller = new AbortController();
    controller.abort();
    entry.handleError(new Error('the loader broke'), {
      request: new Request('http://amori.test/broken', { signal: controller.signal }),
      params: {},
      context: undefined as never,
    });
    expect(logged).toEqual([]);
  });
});
