import { API_CALLS, errorEnvelope, spendingLimitsSchema, type ApiCall } from '@amori/contract';
import { PAYMENT_METHODS } from '@amori/core';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
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

// Input shaped like the payment calls' own (valid keys, methods, codes, IBANs), so it gets past
// the schemas to the handlers: still never a 500, and no input but the provider's signed word
// adds credits or completes an order.
const paymentInput: Record<string, fc.Arbitrary<{ query?: Record<string, string>; body?: unknown }>> = {
  getCredits: fc.record({
    query: fc.record({ country: fc.oneof(oddString, fc.constantFrom('NL', 'PL', 'US', 'XX')) }),
  }),
  getDiscountCode: fc.record({
    query: fc.oneof(
      fc.record({ code: fc.oneof(oddString, fc.constantFrom('TIMEBONUS25', 'WELCOME25', 'AMORI10')) }),
      fc.record({ welcome: fc.constantFrom('true', 'false', '1', '') }),
    ),
  }),
  createOrder: fc.record({
    body: fc.record(
      {
        package_id: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer()),
        payment_method: fc.constantFrom(...PAYMENT_METHODS),
        discount_code: fc.oneof(oddString, fc.constantFrom('TIMEBONUS25', 'WELCOME25', 'AMORI10')),
      },
      { requiredKeys: ['package_id', 'payment_method'] },
    ),
  }),
  repeatOrder: fc.record({
    body: fc.record({ payment_method: fc.constantFrom(...PAYMENT_METHODS) }, { requiredKeys: [] }),
  }),
  getOrder: fc.record({
    query: fc.record({ id: fc.oneof(fc.integer({ min: -5, max: 500 }).map(String), oddString) }),
  }),
  getTransactions: fc.record({ query: fc.constant({}) }),
  startDirectDebit: fc.record({
    body: fc.record({
      package_id: fc.integer({ min: 1, max: 60 }),
      account_holder: oddString,
      iban: fc.oneof(
        oddString,
        fc.constantFrom('NL91ABNA0417164300', 'NL91 ABNA 0417 1643 01', 'DE89370400440532013000'),
      ),
      street: oddString,
      house_number: oddString,
      postal_code: oddString,
      city: oddString,
      mobile: fc.oneof(oddString, fc.constantFrom('+31612345678', '0612345678', '+1 (555) 010-9999')),
      authorised: fc.boolean(),
    }),
  }),
  confirmDirectDebit: fc.record({
    body: fc.record({
      request: fc.integer({ min: 1, max: 2_147_483_647 }),
      sms_code: fc.oneof(
        oddString,
        fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')),
      ),
    }),
  }),
  paymentWebhook: fc.record({
    query: fc.record({ provider: fc.oneof(fc.constantFrom('sandbox', 'mollie'), oddString) }),
    body: fc.record({
      id: fc.oneof(oddString, fc.stringMatching(/^sbx_[A-Za-z0-9_-]{16}$/), fc.constantFrom('tr_WDqYK6vllg')),
      status: fc.constantFrom('paid', 'failed', 'canceled'),
    }),
  }),
};

describe('fuzzing the payment calls with input shaped like theirs', () => {
  const byId = new Map((API_CALLS as readonly ApiCall[]).map((call) => [call.id as string, call]));
  /** The premium member's balance and completed orders, before and after. */
  const money = async () => {
    const list = (await (await server.request('/api/transactions.php', { headers: { cookie } })).json()) as {
      balance: number;
    };
    const completed = await server.handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.status, 'completed'));
    return { balance: list.balance, completed: completed.length };
  };

  it('covers every payment, direct debit and discount call of the contract', () => {
    const paymentCalls = (API_CALLS as readonly ApiCall[])
      .filter((call) => /credits|order|transactions|payment|directdebit|discount/.test(call.path))
      .map((call) => call.id as string);
    expect(Object.keys(paymentInput).sort()).toEqual([...paymentCalls].sort());
  });

  for (const [id, arbitrary] of Object.entries(paymentInput)) {
    it(`${id} never answers 500, and credits nothing`, async () => {
      const call = byId.get(id)!;
      const before = await money();
      await fc.assert(
        fc.asyncProperty(arbitrary, fc.option(oddString), async ({ query, body }, signature) => {
          const qs = new URLSearchParams(query ?? {}).toString();
          const hasBody = call.method !== 'GET';
          const response = await server.app.inject({
            method: call.method,
            url: `${call.path}${qs ? `?${qs}` : ''}`,
            headers: {
              'x-request-type': 'client',
              cookie,
              ...(hasBody ? { 'content-type': 'application/json' } : {}),
              ...(signature === null ? {} : { 'x-sandbox-signature': signature }),
            },
            ...(hasBody ? { payload: JSON.stringify(body ?? {}) } : {}),
          });
          expect(response.statusCode, `${response.statusCode} ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400)
            expect(errorEnvelope.safeParse(JSON.parse(response.body)).success, response.body).toBe(true);
        }),
        { numRuns: RUNS },
      );
      expect(await money()).toEqual(before);
    });
  }
});

// The spending limits: shaped input (periods, credits, days, nulls) as well as the odd kind above.
const spendingInput: Record<string, fc.Arbitrary<{ query?: Record<string, string>; body?: unknown }>> = {
  getSpendingLimits: fc.record({ query: fc.constant({}) }),
  updateSpendingLimits: fc.record({
    body: fc.record(
      {
        limit: fc.oneof(
          fc.constant(null),
          fc.record({
            period: fc.oneof(fc.constantFrom('day', 'month'), oddString),
            credits: fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.integer()),
          }),
        ),
        cool_off_days: fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 400 })),
      },
      { requiredKeys: [] },
    ),
  }),
};

describe('fuzzing the spending limits with input shaped like theirs', () => {
  const byId = new Map((API_CALLS as readonly ApiCall[]).map((call) => [call.id as string, call]));
  for (const [id, arbitrary] of Object.entries(spendingInput)) {
    it(`${id} never answers 500, and answers limits the contract describes`, async () => {
      const call = byId.get(id)!;
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ body }) => {
          const response = await server.app.inject({
            method: call.method,
            url: call.path,
            headers: {
              'x-request-type': 'client',
              cookie,
              ...(call.method === 'GET' ? {} : { 'content-type': 'application/json' }),
            },
            ...(call.method === 'GET' ? {} : { payload: JSON.stringify(body ?? {}) }),
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode === 200)
            expect(spendingLimitsSchema.safeParse(JSON.parse(response.body)).success).toBe(true);
          else expect(errorEnvelope.safeParse(JSON.parse(response.body)).success, response.body).toBe(true);
        }),
        { numRuns: RUNS },
      );
    });
  }
});
