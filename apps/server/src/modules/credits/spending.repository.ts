import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { NO_SPENDING_LIMITS, type StoredSpendingLimits } from '@amori/core';
import type { Database } from '../../db/client';
import { creditLedger, spendingLimits } from '../../db/schema';

/** A member's stored spending limits (none stored: no limits). */
export async function readSpendingLimits(db: Database, userId: number): Promise<StoredSpendingLimits> {
  const [row] = await db.select().from(spendingLimits).where(eq(spendingLimits.userId, userId));
  if (!row) return NO_SPENDING_LIMITS;
  return {
    limit:
      row.limitPeriod && row.limitCredits !== null
        ? { period: row.limitPeriod, credits: row.limitCredits }
        : null,
    coolOffUntil: row.coolOffUntil,
    pending: row.pending
      ? {
          limit:
            row.pendingPeriod && row.pendingCredits !== null
              ? { period: row.pendingPeriod, credits: row.pendingCredits }
              : null,
          coolOffUntil: row.pendingCoolOffUntil,
        }
      : null,
    pendingFrom: row.pending ? row.pendingFrom : null,
  };
}

export async function writeSpendingLimits(
  db: Database,
  userId: number,
  limits: StoredSpendingLimits,
  now: Date,
): Promise<void> {
  const values = {
    limitPeriod: limits.limit?.period ?? null,
    limitCredits: limits.limit?.credits ?? null,
    coolOffUntil: limits.coolOffUntil,
    pending: limits.pending !== null,
    pendingPeriod: limits.pending?.limit?.period ?? null,
    pendingCredits: limits.pending?.limit?.credits ?? null,
    pendingCoolOffUntil: limits.pending?.coolOffUntil ?? null,
    pendingFrom: limits.pending ? limits.pendingFrom : null,
    updatedAt: now,
  };
  await db
    .insert(spendingLimits)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: spendingLimits.userId, set: values });
}

/**
 * Credits a user spent (debits) or bought (purchases) since `from`: what a limit counts. The ledger's user index reads only this user's rows.
 */
export async function creditsMovedSince(
  db: Database,
  userId: number,
  from: Date,
  kind: 'spent' | 'bought',
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(abs(${creditLedger.delta}))` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        gt(creditLedger.createdAt, from),
        kind === 'spent'
          ? lt(creditLedger.delta, 0)
          : and(gt(creditLedger.delta, 0), eq(creditLedger.reason, 'purchase')),
      ),
    );
  return Number(row?.sum ?? 0);
}
