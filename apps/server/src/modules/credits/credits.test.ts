import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/server';
import { createCredits } from './credits.service';

let server: TestServer;
let credits: ReturnType<typeof createCredits>;
let userId: number;
beforeAll(async () => {
  server = await startTestServer({ members: 0 });
  credits = createCredits({ db: server.handle.db });
  const [free] = await server.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'free@example.com'));
  userId = free!.id;
});
afterAll(() => server.close());

const balanceOf = async () => {
  const [row] = await server.handle.db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  return row!.credits;
};
const debit = (reference: string, delta = -1) =>
  server.handle.db.transaction((tx) => credits.change(tx, { userId, delta, reason: 'message', reference }));

describe('the credit ledger', () => {
  it('applies a change once per reason and reference', async () => {
    const start = await balanceOf();
    expect(await debit('once')).toEqual({ status: 'applied', balance: start - 1 });
    expect(await debit('once')).toEqual({ status: 'duplicate', balance: start - 1 });
    expect(await balanceOf()).toBe(start - 1);
    expect(await credits.ledgerMatches(userId, start - 1)).toBe(true);
  });

  it('never goes below zero: of concurrent debits only the balance is spent', async () => {
    const start = await balanceOf();
    expect(start).toBeGreaterThan(0);
    const results = await Promise.all(Array.from({ length: start * 3 }, (_, i) => debit(`concurrent-${i}`)));
    expect(results.filter((r) => r.status === 'applied')).toHaveLength(start);
    expect(results.filter((r) => r.status === 'insufficient')).toHaveLength(start * 2);
    expect(await balanceOf()).toBe(0);
    expect(await credits.ledgerMatches(userId, 0)).toBe(true);
  });

  it('refuses a debit larger than the balance, and grants add to it', async () => {
    expect(await debit('too-much', -1)).toEqual({ status: 'insufficient', balance: 0 });
    const granted = await server.handle.db.transaction((tx) =>
      credits.change(tx, { userId, delta: 5, reason: 'adjustment', reference: 'test-grant' }),
    );
    expect(granted).toEqual({ status: 'applied', balance: 5 });
    expect(await credits.ledgerMatches(userId, 5)).toBe(true);
  });

  it('answers no_user for an unknown account', async () => {
    const result = await server.handle.db.transaction((tx) =>
      credits.change(tx, { userId: 999_999, delta: 1, reason: 'adjustment', reference: 'nobody' }),
    );
    expect(result).toEqual({ status: 'no_user' });
  });
});
