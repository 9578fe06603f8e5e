import { and, eq, gte, sql } from 'drizzle-orm';
import type { SpendingRefusal } from '@amori/core';
import type { Database } from '../../db/client';
import { creditLedger, users } from '../../db/schema';

export type LedgerReason = (typeof creditLedger.$inferInsert)['reason'];

export interface CreditChange {
  userId: number;
  /** Credits added (positive) or taken (negative). */
  delta: number;
  reason: LedgerReason;
  /** What caused it (a message's id, an order's id, ...): a change is applied once per reason and reference. */
  reference: string;
}

export type ChangeResult =
  | { status: 'applied'; balance: number }
  /** The same reason and reference were applied before: nothing changed. */
  | { status: 'duplicate'; balance: number }
  /** The balance would go below zero: nothing changed. */
  | { status: 'insufficient'; balance: number }
  /** The member's spending limits refuse it: nothing changed. */
  | { status: SpendingRefusal; balance: number }
  | { status: 'no_user' };

/**
 * Applies a credit change and writes its ledger row, inside the caller's transaction. The update
 * locks the user's row (concurrent changes of one balance run one after the other) and moves it
 * only while it stays at zero or more (and the tables' CHECK constraints say so again); a change
 * already applied for its reason and reference changes nothing.
 */
export async function applyCreditChange(tx: Database, change: CreditChange, at: Date): Promise<ChangeResult> {
  const [earlier] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.reason, change.reason), eq(creditLedger.reference, change.reference)))
    .limit(1);
  const [moved] = earlier
    ? []
    : await tx
        .update(users)
        .set({ credits: sql`${users.credits} + ${change.delta}` })
        .where(and(eq(users.id, change.userId), gte(sql`${users.credits} + ${change.delta}`, 0)))
        .returning({ balance: users.credits });
  if (moved) {
    await tx.insert(creditLedger).values({ ...change, balanceAfter: moved.balance, createdAt: at });
    return { status: 'applied', balance: moved.balance };
  }
  const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, change.userId));
  if (!user) return { status: 'no_user' };
  return { status: earlier ? 'duplicate' : 'insufficient', balance: user.credits };
}

/** The sum of a user's ledger rows (equals their balance when the books are right). */
export async function ledgerSum(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${creditLedger.delta})` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.sum ?? 0);
}
