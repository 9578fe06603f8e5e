import { checkoutSchema, creditsSchema, discountCodeSchema } from '@amori/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SandboxProvider } from '../../adapters/payments';
import { discountCodes, discountRedemptions, orders, users } from '../../db/schema';
import { CHECK_ORDER_JOB } from '../payments/payments.service';
import { as, expectError, json } from '../../test/expect';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let clock = Date.now();
let premium: string;
let free: string;
let operator: string;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), members: 40 });
  // The demo data was seeded "now": the tests' clock starts after it.
  clock = Date.now() + 1000;
  premium = await server.loginAs('premium@example.com');
  free = await server.loginAs('free@example.com');
  operator = await server.loginAs('operator@example.com');
});
afterAll(() => server.close());

describe('GET /api/discountcode.php', () => {
  it('gives the time bonus TIMEBONUS25 in the first 4 hours, then the welcome discount, then nothing', async () => {
    // free@example.com signed up at seeding time (now).
    const welcome = () => server.request('/api/discountcode.php?welcome=true', as(free));
    const bonus = discountCodeSchema.parse(await (await welcome()).json());
    expect(bonus).toMatchObject({
      code: 'TIMEBONUS25',
      percentage: 25,
      validity: 'once-per-user',
      status: 'active',
      expired: false,
    });
    clock += 4 * 3_600_000 + 1000;
    expect(discountCodeSchema.parse(await (await welcome()).json()).code).toBe('WELCOME25');
    clock += 7 * 86_400_000;
    await expectError(await welcome(), 404, 'code_not_found');
    clock = Date.now() + 1000;
  });

  it('does not give the time bonus to a paid user', async () => {
    await expectError(
      await server.request('/api/discountcode.php?welcome=true', as(premium)),
      404,
      'code_not_found',
    );
  });

  it('looks a code up, and answers code_not_found for an unknown one', async () => {
    const response = await server.request('/api/discountcode.php?code=amori10', as(free));
    expect(response.status).toBe(200);
    expect(discountCodeSchema.parse(await response.json())).toMatchObject({ code: 'AMORI10', minimum: 20 });
    await expectError(
      await server.request('/api/discountcode.php?code=NOPE', as(free)),
      404,
      'code_not_found',
    );
    await expectError(await server.request(`/api/discountcode.php?code=${'x'.repeat(100)}`, as(free)), 400);
  });

  it('answers 405 for a wrong method on a known path', async () => {
    await expectError(await server.request('/api/discountcode.php', { method: 'POST' }), 405);
    await expectError(await server.request('/api/chats.php', { method: 'DELETE' }), 405);
    await expectError(await server.request('/api/chat.php'), 405);
  });
});

// ---- A code held by one order at a time (two orders at once never both get a code once) ----

const packageOf = async (cookie: string) =>
  creditsSchema.parse(await (await server.request('/api/credits.php', as(cookie))).json()).packages[0]!.id;

async function order(cookie: string, code: string) {
  const body = { package_id: await packageOf(cookie), payment_method: 'ideal', discount_code: code };
  return server.request('/api/orders.php', json(body, as(cookie, { method: 'POST' })));
}

/** The tester's choice on the sandbox's hosted checkout page (it calls the webhook itself). */
const decide = (checkoutUrl: string, outcome: 'paid' | 'failed' | 'cancelled') =>
  fetch(`${server.url}${checkoutUrl}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });

/** The member's orders with a code, by status. */
async function ordersWith(email: string, code: string) {
  const rows = await server.handle.db
    .select({ status: orders.status, percentage: orders.discountPercentage })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
    .where(and(eq(users.email, email), eq(discountCodes.code, code)));
  return rows.map((r) => `${r.status} ${r.percentage}%`).sort();
}

const lookUp = (cookie: string, code: string) =>
  server.request(`/api/discountcode.php?code=${code}`, as(cookie));

describe('POST /api/orders.php: a once-per-user code is held by one order at a time', () => {
  it('10 parallel orders with a once-per-user code, all paid: one completes discounted, nine are refused', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(premium, 'AMORI10')));
    const placed = [];
    for (const answer of answers) {
      if (answer.status === 200) placed.push(checkoutSchema.parse(await answer.json()));
      else
        expect(await expectError(answer, 409, 'code_already_used')).toMatchObject({
          message: 'Code already used',
        });
    }
    for (const { checkout_url } of placed) expect((await decide(checkout_url, 'paid')).status).toBe(303);
    expect(placed).toHaveLength(1);
    expect(await ordersWith('premium@example.com', 'AMORI10')).toEqual(['completed 10%']);
    await expectError(await order(premium, 'AMORI10'), 409, 'code_already_used');
    await expectError(await lookUp(premium, 'AMORI10'), 409, 'code_already_used');
  });

  it('while the time bonus is held by an open order, no other personal discount is offered', async () => {
    expect((await order(free, 'TIMEBONUS25')).status).toBe(200);
    await expectError(
      await server.request('/api/discountcode.php?welcome=true', as(free)),
      404,
      'code_not_found',
    );
    clock += 4 * 3_600_000 + 1000;
    // After the bonus's 4 hours: WELCOME25 only once the bonus's order gives it back (it expires).
    await expectError(
      await server.request('/api/discountcode.php?welcome=true', as(free)),
      404,
      'code_not_found',
    );
    await expectError(await order(free, 'WELCOME25'), 404, 'code_not_found');
    await server.app.jobs.runDue();
    const offer = discountCodeSchema.parse(
      await (await server.request('/api/discountcode.php?welcome=true', as(free))).json(),
    );
    expect(offer.code).toBe('WELCOME25');
    clock = Date.now() + 1000;
  });

  it('TIMEBONUS25 four times in sequence: the first order holds it, the others are refused', async () => {
    const first = await order(free, 'TIMEBONUS25');
    expect(first.status).toBe(200);
    const placed = checkoutSchema.parse(await first.json());
    expect(placed.order).toMatchObject({ discount_code: 'TIMEBONUS25', discount_percentage: 25 });
    for (let i = 0; i < 3; i++) await expectError(await order(free, 'TIMEBONUS25'), 409, 'code_already_used');
    // discountcode.php says so too while the order is open.
    await expectError(await lookUp(free, 'TIMEBONUS25'), 409, 'code_already_used');
    expect((await decide(placed.checkout_url, 'paid')).status).toBe(303);
    const completed = (await ordersWith('free@example.com', 'TIMEBONUS25')).filter(
      (o) => !o.startsWith('failed'),
    );
    expect(completed).toEqual(['completed 25%']);
    expect((await order(free, 'TIMEBONUS25')).status).toBeGreaterThanOrEqual(400);
  });

  it('an order refused by the provider, failed or cancelled gives the code back', async () => {
    await server.handle.db.insert(discountCodes).values({ code: 'AGAIN15', valuePercentage: 15 });
    const sandbox = server.app.payments as SandboxProvider;
    const down = vi.spyOn(sandbox, 'createPayment').mockRejectedValueOnce(new Error('down'));
    await expectError(await order(premium, 'AGAIN15'), 503, 'payment_unavailable');
    down.mockRestore();
    for (const outcome of ['failed', 'cancelled'] as const) {
      const open = checkoutSchema.parse(await (await order(premium, 'AGAIN15')).json());
      await expectError(await order(premium, 'AGAIN15'), 409, 'code_already_used');
      expect((await decide(open.checkout_url, outcome)).status).toBe(303);
    }
    const last = checkoutSchema.parse(await (await order(premium, 'AGAIN15')).json());
    expect((await decide(last.checkout_url, 'paid')).status).toBe(303);
    expect(await ordersWith('premium@example.com', 'AGAIN15')).toEqual([
      'cancelled 15%',
      'completed 15%',
      'failed 15%',
      'failed 15%',
    ]);
    await expectError(await order(premium, 'AGAIN15'), 409, 'code_already_used');
  });

  it('an abandoned checkout expires: its order fails and gives the code back', async () => {
    await server.handle.db.insert(discountCodes).values({ code: 'LATER5', valuePercentage: 5 });
    const abandoned = checkoutSchema.parse(await (await order(premium, 'LATER5')).json());
    await expectError(await order(premium, 'LATER5'), 409, 'code_already_used');
    clock += 3 * 3_600_000;
    await server.app.jobs.runDue();
    expect(await ordersWith('premium@example.com', 'LATER5')).toEqual(['failed 5%']);
    // The sandbox's payment expired: it can no longer be paid.
    expect((await decide(abandoned.checkout_url, 'paid')).status).toBe(409);
    expect((await lookUp(premium, 'LATER5')).status).toBe(200);
    expect((await order(premium, 'LATER5')).status).toBe(200);
    clock = Date.now() + 1000;
  });

  it('an order whose payment was never made (the process stopped) fails at its check', async () => {
    const { db } = server.handle;
    const [code] = await db
      .insert(discountCodes)
      .values({ code: 'STOPPED5', valuePercentage: 5 })
      .returning();
    const [user] = await db.select().from(users).where(eq(users.email, 'premium@example.com'));
    const [placed] = await db
      .insert(orders)
      .values({
        userId: user!.id,
        credits: 100,
        amount: '23.74',
        currency: 'EUR',
        paymentMethod: 'ideal',
        discountCodeId: code!.id,
        discountPercentage: 5,
        createdAt: new Date(clock),
      })
      .returning();
    await db
      .insert(discountRedemptions)
      .values({ discountCodeId: code!.id, userId: user!.id, orderId: placed!.id, holds: 'member' });
    await server.app.jobs.enqueue(CHECK_ORDER_JOB, { orderId: placed!.id });
    await expectError(await order(premium, 'STOPPED5'), 409, 'code_already_used');
    await server.app.jobs.runDue();
    expect(await ordersWith('premium@example.com', 'STOPPED5')).toEqual(['failed 5%']);
    expect((await order(premium, 'STOPPED5')).status).toBe(200);
  });

  it("a 'once' code: two members at once, one order wins it", async () => {
    await server.handle.db
      .insert(discountCodes)
      .values({ code: 'ONLYONE', valuePercentage: 20, validity: 'once' });
    const members = [free, premium, free, premium, operator, operator];
    const answers = await Promise.all(members.map((cookie) => order(cookie, 'ONLYONE')));
    const placed = [];
    for (const answer of answers) {
      if (answer.status === 200) placed.push(checkoutSchema.parse(await answer.json()));
      else await expectError(answer, 409, 'code_already_used');
    }
    for (const { checkout_url } of placed) expect((await decide(checkout_url, 'paid')).status).toBe(303);
    expect(placed).toHaveLength(1);
    const completed = await server.handle.db
      .select()
      .from(orders)
      .innerJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
      .where(and(eq(discountCodes.code, 'ONLYONE'), eq(orders.status, 'completed')));
    expect(completed).toHaveLength(1);
    for (const cookie of [free, premium, operator])
      await expectError(await lookUp(cookie, 'ONLYONE'), 409, 'code_already_used');
  });
});
