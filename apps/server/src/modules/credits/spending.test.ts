import { randomUUID } from 'node:crypto';
import { creditsSchema, spendingLimitsSchema } from '@amori/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema';
import { memberChanged } from '../../lib/events';
import { as, expectError, json } from '../../test/expect';
import { announce } from '../../test/members';
import { startTestServer, type TestServer } from '../../test/server';
import { createCredits } from './credits.service';

// Spending limits on a fake clock: a paid action (a message, 10 credits on the demo site) and a
// purchase past the member's limit are refused; a lower limit applies at once, a higher one, a
// removed one or an early end of a cool-off 24 hours later.

const HOUR = 3_600_000;
let clock = Date.parse('2026-09-01T10:00:00Z');
let server: TestServer;
let cookie: string;
let userId: number;
let fictional: number;

beforeAll(async () => {
  server = await startTestServer({ members: 6, now: () => new Date(clock) });
  cookie = await server.loginAs('premium@example.com');
  const { db } = server.handle;
  const [user] = await db.select().from(users).where(eq(users.email, 'premium@example.com'));
  userId = user!.id;
  await db.transaction((tx) =>
    createCredits({ db }).change(tx, {
      userId,
      delta: 1000,
      reason: 'adjustment',
      reference: 'spending-test',
    }),
  );
  await announce(server, memberChanged(userId));
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.fictional, true))
    .limit(1);
  fictional = profile!.id;
});
afterAll(() => server.close());

const put = (body: unknown) =>
  server.request('/api/spending-limits.php', json(body, as(cookie, { method: 'PUT' })));

async function limits(response?: Response) {
  const answer = response ?? (await server.request('/api/spending-limits.php', as(cookie)));
  const text = await answer.text();
  expect(answer.status, text).toBe(200);
  return spendingLimitsSchema.parse(JSON.parse(text));
}

const message = () =>
  server.request(
    '/api/messages.php',
    json({ member: fictional, client_id: randomUUID(), kind: 'text', text: 'Hello' }, as(cookie)),
  );

async function order() {
  const response = await server.request('/api/credits.php', as(cookie));
  const credits = creditsSchema.parse(await response.json());
  const smallest = [...credits.packages].sort((a, b) => a.credits - b.credits)[0]!;
  return {
    credits: smallest.credits,
    send: () =>
      server.request(
        '/api/orders.php',
        json({ package_id: smallest.id, payment_method: credits.payment_methods[0] }, as(cookie)),
      ),
  };
}

describe('spending limits', () => {
  it('has none at first', async () => {
    expect(await limits()).toEqual({
      limit: null,
      cool_off_until: null,
      pending: null,
      pending_from: null,
      spent: 0,
    });
  });

  it("refuses a paid action past the day's limit, and counts the last 24 hours", async () => {
    const set = await limits(await put({ limit: { period: 'day', credits: 25 } }));
    expect(set.limit).toEqual({ period: 'day', credits: 25 });
    expect(set.pending).toBeNull();
    expect((await message()).status).toBe(200);
    expect((await message()).status).toBe(200);
    expect((await limits()).spent).toBe(20);
    await expectError(await message(), 403, 'spending_limit_reached');
    // Nothing was charged for the refused one.
    expect((await limits()).spent).toBe(20);
    clock += 24 * HOUR;
    expect((await limits()).spent).toBe(0);
    expect((await message()).status).toBe(200);
  });

  it('lowers a limit at once and raises it only after 24 hours', async () => {
    const lowered = await limits(await put({ limit: { period: 'day', credits: 10 } }));
    expect(lowered.limit).toEqual({ period: 'day', credits: 10 });
    await expectError(await message(), 403, 'spending_limit_reached');

    const raised = await limits(await put({ limit: { period: 'day', credits: 100 } }));
    expect(raised.limit).toEqual({ period: 'day', credits: 10 });
    expect(raised.pending).toEqual({ limit: { period: 'day', credits: 100 }, cool_off_until: null });
    expect(raised.pending_from).toBe(new Date(clock + 24 * HOUR).toISOString());
    clock += 23 * HOUR;
    await expectError(await message(), 403, 'spending_limit_reached');
    clock += HOUR;
    expect((await limits()).limit).toEqual({ period: 'day', credits: 100 });
    expect((await message()).status).toBe(200);
  });

  it('removes a limit only after 24 hours', async () => {
    const removed = await limits(await put({ limit: null }));
    expect(removed.limit).toEqual({ period: 'day', credits: 100 });
    expect(removed.pending?.limit).toBeNull();
    clock += 24 * HOUR;
    expect((await limits()).limit).toBeNull();
  });

  it('refuses spending and buying during a cool-off, and ends it early only after 24 hours', async () => {
    const cooling = await limits(await put({ cool_off_days: 7 }));
    expect(cooling.cool_off_until).toBe(new Date(clock + 7 * 24 * HOUR).toISOString());
    await expectError(await message(), 403, 'spending_cool_off');
    const purchase = await order();
    await expectError(await purchase.send(), 403, 'spending_cool_off');

    const ended = await limits(await put({ cool_off_days: null }));
    expect(ended.cool_off_until).toBe(cooling.cool_off_until);
    clock += 12 * HOUR;
    await expectError(await message(), 403, 'spending_cool_off');
    clock += 12 * HOUR;
    expect((await limits()).cool_off_until).toBeNull();
    expect((await message()).status).toBe(200);
    expect((await purchase.send()).status).toBe(200);
  });

  it('refuses a purchase that would buy more than the limit', async () => {
    const purchase = await order();
    await put({ limit: { period: 'month', credits: purchase.credits - 1 } });
    await expectError(await purchase.send(), 403, 'spending_limit_reached');
  });

  it('refuses a limit that is not one', async () => {
    await expectError(await put({ limit: { period: 'week', credits: 5 } }), 400);
    await expectError(await put({ limit: { period: 'day', credits: 0 } }), 400);
    await expectError(await put({ cool_off_days: 0 }), 400);
  });
});
