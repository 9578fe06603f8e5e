import { API_CALLS, errorEnvelope, type ApiCall } from '@amori/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './server';

// Generated bodies and queries thrown at every contract route: never a 500, always the
// envelope on errors, and the server still answers afterwards.
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

let server: TestServer;
let cookie: string;
/** Role calls (the lander editor) are fuzzed as the operator, so input reaches their handlers. */
let operatorCookie: string;
beforeAll(async () => {
  server = await startTestServer({ members: 5 });
  cookie = await server.loginAs('premium@example.com');
  operatorCookie = await server.loginAs('operator@example.com');
});
afterAll(() => server.close());

const oddString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '\u202E',
    '💥',
    'null',
    '-1',
    '1e400',
    'NaN',
    '__proto__',
    'a'.repeat(3000),
  ),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  leaf: fc.oneof(oddString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null)),
  node: fc.oneof(
    { depthSize: 'small' },
    tie('leaf'),
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(oddString, fc.constantFrom('__proto__', 'constructor', 'email', 'password', 'language')),
      tie('node'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).node;

/** Keys the call's schemas know, so generated input sometimes gets past the first checks. */
function knownKeys(call: ApiCall): string[] {
  const keys = (schema: unknown) => Object.keys((schema as { shape?: object } | undefined)?.shape ?? {});
  return [...keys(call.query), ...keys(call.body), 'push'];
}

function input(call: ApiCall) {
  const keys = fc.constantFrom(...knownKeys(call), 'x');
  const query = fc.dictionary(fc.oneof(keys, oddString), fc.oneof(oddString, fc.integer().map(String)), {
    maxKeys: 4,
  });
  const body = fc.oneof(
    fc.dictionary(fc.oneof(keys, oddString), value, { maxKeys: 5 }),
    value,
    fc.constantFrom('{', '{"a":', '[]', 'null', '"x"', '\u0000'),
  );
  return fc.record({
    query,
    body,
    raw: fc.boolean(),
    loggedIn: fc.boolean(),
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
    ),
  });
}

describe('fuzzing every contract route', () => {
  for (const call of API_CALLS as readonly ApiCall[]) {
    it(`${call.method} ${call.path}${call.match ? ' (match)' : ''} never answers 500`, async () => {
      await fc.assert(
        fc.asyncProperty(input(call), async ({ query, body, raw, loggedIn, contentType }) => {
          const params = new URLSearchParams();
          for (const [k, v] of Object.entries(query)) params.append(k, v);
          const qs = params.toString();
          const hasBody = call.method !== 'GET';
          const json = typeof body === 'string' ? body : (JSON.stringify(body) ?? 'null');
          // Sometimes cut the JSON short, so it is malformed.
          const payload = raw ? json.slice(0, Math.ceil(json.length / 2)) : json;
          // In-process requests (Fastify's inject) run the same parsing, hooks and handlers as
          // real HTTP, at a fraction of the cost, so 200 cases per route stay fast.
          const response = await server.app.inject({
            method: call.method,
            url: `${call.path}${qs ? `?${qs}` : ''}`,
            headers: {
              'x-request-type': 'client',
              ...(hasBody ? { 'content-type': contentType } : {}),
              ...(loggedIn ? { cookie: call.auth === 'operator' ? operatorCookie : cookie } : {}),
            },
            ...(hasBody ? { payload } : {}),
          });
          const text = response.body;
          expect(response.statusCode, `${response.statusCode} ${text}`).toBeLessThan(500);
          if (response.statusCode >= 400)
            expect(errorEnvelope.safeParse(JSON.parse(text)).success, text).toBe(true);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('leaves the server healthy', async () => {
    const response = await server.request('/api/health');
    expect(response.status).toBe(200);
  });
});
