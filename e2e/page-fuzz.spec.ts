import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { Client } from 'undici';
import { endpoints } from '@amori/contract/browser';
import { ROUTE_TABLE } from '@amori/core';
import { DEMO_PASSWORD } from './helpers';

// Generated requests to the site's pages (methods, paths, queries, bodies), as a visitor and as
// a member, sent over real HTTP (undici, so odd methods and bytes reach the server as they are):
// never a 500, and a client's mistake costs the log one line at most, never a stack trace.
// The log is the point, so the spec runs a server of its own (the built one, as in production)
// and reads everything it writes. 200 cases; `pnpm test:full` sets FUZZ_RUNS=1000.
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const root = path.resolve(import.meta.dirname, '..');
// Built by scripts/e2e-server.mjs (Playwright's web server) before any spec runs.
const serverEntry = path.join(root, 'apps/server/build/main.mjs');

interface RunningServer {
  origin: string;
  child: ChildProcess;
  /** Every line the server wrote, stdout and stderr. */
  lines: string[];
}

/** Starts the built server on a free port, on a fresh in-memory database with a small seed. */
async function startServer(): Promise<RunningServer> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run pnpm build`);
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      API_ORIGIN: undefined,
      NODE_ENV: 'test',
      SEED_DEMO: '1',
      SEED_MEMBERS: '5',
      DEV_MAILBOX: '1',
      SMTP_URL: '',
      // Request lines are info; what is left is what the server thinks worth saying.
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const origin = new Promise<string>((resolve, reject) => {
    for (const stream of [child.stdout!, child.stderr!]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop()!;
        for (const line of parts) {
          lines.push(line);
          const running = /Amori is running at (http:\/\/\S+?)\/?\s/.exec(`${line} `);
          if (running) resolve(running[1]!.replace('localhost', '127.0.0.1'));
        }
      });
      stream.on('end', () => {
        if (rest) lines.push(rest);
      });
    }
    child.on('exit', (code) => reject(new Error(`the server stopped (${code}):\n${lines.join('\n')}`)));
  });
  return { origin: await origin, child, lines };
}

/** Stops the server; resolves once it has exited and all it wrote has been read. */
async function stopServer(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const closed = new Promise((resolve) => server.child.once('close', resolve));
  server.child.kill('SIGTERM');
  await closed;
}

/** Percent-encodes every byte of `text`'s UTF-8 but the unreserved ones (a lone surrogate too). */
const pct = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

const oddText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '\u202E',
    '💥',
    'null',
    '-1',
    '0',
    '1e400',
    'NaN',
    '__proto__',
    '..',
    '/',
    'a'.repeat(3000),
  ),
);
/** Put into a URL as they are: NUL, bad percent-encoding, separators, encoded dots and slashes. */
const rawPiece = fc.constantFrom(
  '%00',
  '%',
  '%Z',
  '%ZZ',
  '%E0%A4',
  '%C0%AE',
  '%FF',
  '%2F',
  '%2e%2e',
  '%5C',
  '+',
  '=',
  ';',
  '%0A',
  '%0D%0A',
  '%E2%80%AE',
  '%25',
);
const urlPiece = fc.oneof(oddText.map(pct), rawPiece);

/** A page's path: a route of the site with real and odd parameters, or somewhere odd. */
function pathArbitrary(memberId: string) {
  const param = fc.oneof(
    {
      weight: 2,
      arbitrary: fc.constantFrom(memberId, '1', '0', '-1', '99999999999', 'abc', 'summer', 'women'),
    },
    { weight: 2, arbitrary: urlPiece },
  );
  const route = fc
    .tuple(
      fc.constantFrom(...ROUTE_TABLE.map((entry) => entry.path)),
      fc.array(param, { minLength: 4, maxLength: 4 }),
      fc.boolean(),
    )
    .map(([pattern, params, dropOptional]) => {
      let next = 0;
      return pattern
        .split('/')
        .flatMap((part) => {
          if (part === '*') return [params[next++]!];
          if (!part.startsWith(':')) return [part];
          if (part.endsWith('?') && dropOptional) return [];
          return [params[next++]!];
        })
        .join('/');
    });
  const odd = fc.oneof(
    fc.constantFrom(
      '/a/../login',
      '/./login',
      '/login/..',
      '/login/.',
      '/%2e%2e/login',
      '//login',
      '/login//',
      '/LOGIN',
      '/login/',
      '/login.data',
      '/complaints.data',
      '/members.data',
      '/_root.data',
      '/__manifest',
      '/favicon.svg',
      '/robots.txt',
      '/manifest.webmanifest',
      '/assets/',
      '/assets/nothing.js',
      '/admin',
      '/admin/landers',
      '/admin/landers/spring',
      '/admin/landers/NOT_A_SLUG',
      '/admin/photos',
      '/admin/transparency?from=2026-02-30&to=2026-01-01',
      '/dev/mailbox',
    ),
    fc.array(urlPiece, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
    fc.integer({ min: 200, max: 6000 }).map((n) => `/${'a'.repeat(n)}`),
    fc.integer({ min: 10, max: 400 }).map((n) => '/members'.concat('/..'.repeat(n))),
  );
  // The pages with a form action, more often than their share of the routes.
  const forms = fc.constantFrom('/login', '/complaints', '/site-entry');
  return fc.oneof(
    { weight: 4, arbitrary: route },
    { weight: 1, arbitrary: forms },
    { weight: 1, arbitrary: odd },
  );
}

/** A query: known and odd keys, odd values, repeated keys, pieces with no `=`. */
const queryArbitrary = (() => {
  const key = fc.oneof(
    fc.constantFrom(
      'x',
      'redirect',
      'host',
      'country',
      'language',
      'gender',
      'min_age',
      'max_age',
      'countryregion',
      'network',
      'index',
      '_data',
      '_routes',
      'paths',
      'version',
      'code',
      'token',
      'id',
      'email',
      'page',
      'utm_source',
    ),
    urlPiece,
  );
  const value = fc.oneof(
    urlPiece,
    fc.constantFrom(
      'NL',
      'US',
      'XX',
      'female',
      'male',
      '18',
      '200',
      '//elsewhere.example',
      'javascript:alert(1)',
    ),
    fc.constantFrom('amori.test', 'localhost', 'elsewhere.example').map(pct),
    fc.integer({ min: 1000, max: 8000 }).map((n) => 'v'.repeat(n)),
  );
  const pair = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(key, value).map(([k, v]) => `${k}=${v}`) },
    { weight: 1, arbitrary: key },
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    {
      weight: 4,
      arbitrary: fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => `?${pairs.join('&')}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(key, fc.array(value, { minLength: 2, maxLength: 4 }))
        .map(([k, vs]) => `?${vs.map((v) => `${k}=${v}`).join('&')}`),
    },
  );
})();

interface Body {
  bytes: Uint8Array | string | null;
  contentType: string | null;
}

/** Bodies: none, a form (as a browser sends it, or odd), multipart, JSON, garbage; with and without types. */
const bodyArbitrary: fc.Arbitrary<Body> = (() => {
  const fieldName = fc.oneof(
    fc.constantFrom('email', 'password', 'name', 'kind', 'subject', 'message', 'redirect', '_method'),
    oddText,
  );
  const fieldValue = fc.oneof(
    oddText,
    fc.constantFrom(
      'free@example.com',
      'premium@example.com',
      'no-one@example.com',
      DEMO_PASSWORD,
      'other',
      'payment',
    ),
  );
  const fields = fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 6 });
  const formType = fc.constantFrom(
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded; charset=UTF-8',
    'APPLICATION/X-WWW-FORM-URLENCODED',
  );
  const oddType = fc.constantFrom(
    null,
    'application/json',
    'text/plain',
    'text/html',
    'application/octet-stream',
    'multipart/form-data',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
    'x',
    ';',
    '',
  );
  const form = fc.tuple(fields, formType).map(([pairs, contentType]): Body => ({
    bytes: pairs.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&'),
    contentType,
  }));
  const multipart = fc.tuple(fields, fc.boolean()).map(([pairs, cut]): Body => {
    const boundary = 'fuzzboundary';
    const text =
      pairs
        .map(
          ([k, v]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, '')}"\r\n\r\n${v}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`;
    return {
      bytes: cut ? text.slice(0, Math.ceil(text.length / 2)) : text,
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  });
  const json = fc
    .tuple(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom('application/json', 'application/json; charset=utf-8', null),
    )
    .map(([value, contentType]): Body => ({ bytes: JSON.stringify(value), contentType }));
  const garbage = fc
    .tuple(fc.uint8Array({ maxLength: 300 }), oddType)
    .map(([bytes, contentType]): Body => ({ bytes, contentType }));
  const empty = oddType.map((contentType): Body => ({ bytes: '', contentType }));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({ bytes: null, contentType: null }) },
    { weight: 1, arbitrary: empty },
    { weight: 2, arbitrary: form },
    { weight: 1, arbitrary: multipart },
    { weight: 1, arbitrary: json },
    { weight: 1, arbitrary: garbage },
  );
})();

// What pages take, most often, so that requests reach loaders and actions.
const methodArbitrary = fc.oneof(
  { weight: 5, arbitrary: fc.constant('GET') },
  { weight: 4, arbitrary: fc.constant('POST') },
  { weight: 1, arbitrary: fc.constant('HEAD') },
  { weight: 3, arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE', 'OPTIONS') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('PROPFIND', 'SEARCH', 'TRACE', 'LOCK', 'PURGE', 'FOO', 'get', 'M-SEARCH'),
  },
);

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startServer();
});
test.afterAll(async () => {
  if (server) await stopServer(server);
});

test(`pages answer ${RUNS} generated requests without a 500, and log a client's mistake in one line at most`, async () => {
  // A generous bound (the cases run one after another): a slow machine is not a failure.
  test.setTimeout(600_000 + RUNS * 3_000);
  const client = new Client(server.origin, { headersTimeout: 120_000, bodyTimeout: 120_000 });
  const api = async (
    path: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ) => {
    const answer = await client.request({
      path,
      method: init.method ?? 'GET',
      headers: { 'x-request-type': 'client', 'content-type': 'application/json', ...init.headers },
      body: init.body,
    });
    return {
      status: answer.statusCode,
      headers: answer.headers,
      json: (await answer.body.json()) as unknown,
    };
  };
  try {
    const login = await api(endpoints.login.path, {
      method: endpoints.login.method,
      body: JSON.stringify({ email: 'free@example.com', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const setCookie = login.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/auth\.session=/);
    // A member who is there, for the routes with a member's id.
    const found = (await api(endpoints.searchMembers.path, { headers: { cookie } })).json as {
      profiles?: { id: number }[];
    };
    const memberId = String(found.profiles?.[0]?.id ?? 1);

    // A case the fuzz found: a visitor's member page with a query of 15 KB was sent to a login
    // link that held all of it, in an answer whose headers clients refuse.
    const long = await client.request({
      path: `/chats/5?x=${'v'.repeat(15_000)}`,
      method: 'GET',
      headers: { accept: 'text/html' },
    });
    await long.body.text();
    expect(long.statusCode).toBe(302);
    expect(long.headers.location).toBe('/login?redirect=%2Fchats%2F5');

    const from = server.lines.length;
    const statuses = new Map<number, number>();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          method: methodArbitrary,
          path: pathArbitrary(memberId),
          query: queryArbitrary,
          body: bodyArbitrary,
          member: fc.boolean(),
          origin: fc.oneof(
            { weight: 3, arbitrary: fc.constant(null) },
            { weight: 2, arbitrary: fc.constant('own') },
            { weight: 1, arbitrary: fc.constant('https://elsewhere.example') },
          ),
        }),
        async ({ method, path, query, body, member, origin }) => {
          const headers: Record<string, string> = { accept: 'text/html' };
          if (member) headers.cookie = cookie;
          if (body.contentType !== null) headers['content-type'] = body.contentType;
          if (origin) headers.origin = origin === 'own' ? server.origin : origin;
          // A body with any method, GET and HEAD too: a visitor's client may send one.
          const answer = await client.request({
            path: `${path}${query}`,
            method,
            headers,
            body: body.bytes ?? undefined,
          });
          sent += 1;
          const text = await answer.body.text();
          statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
          expect(answer.statusCode, `${method} ${path}${query}: ${text.slice(0, 300)}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    // Still answering, pages and API.
    expect((await api('/api/health')).status).toBe(200);
    const home = await client.request({ path: '/', method: 'GET' });
    await home.body.text();
    expect(home.statusCode).toBe(200);

    // Every line is in once the server has stopped.
    await client.close();
    await stopServer(server);
    const logged = server.lines.slice(from).filter((line) => line.trim() !== '');
    console.log(
      `page fuzz: ${RUNS} cases, ${sent} requests; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ${logged.length} log lines`,
    );
    expect(
      logged.filter((line) => /^\s+at /.test(line)),
      'stack trace lines in the log',
    ).toEqual([]);
    expect(
      logged.length,
      `log lines for ${sent} requests:\n${logged.slice(0, 20).join('\n')}`,
    ).toBeLessThanOrEqual(sent);
    // And short ones (a path in them is cut to 200 characters): no request fills the disk.
    expect(
      logged.filter((line) => line.length > 400),
      'log lines over 400 characters',
    ).toEqual([]);
  } finally {
    await client.close().catch(() => undefined);
  }
});
