import { and, eq, sql } from 'drizzle-orm';
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
  | { status: 'no_user' };

/**
 * Applies a credit change and writes its ledger row, inside the caller's transaction. The user's
 * row is locked first, so concurrent changes of one balance run one after the other; the
 * balance never goes below zero (checked here, and by the tables' CHECK constraints).
 */
export async function applyCreditChange(tx: Database, change: CreditChange): Promise<ChangeResult> {
  const [user] = await tx
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, change.userId))
    .for('update');
  if (!user) return { status: 'no_user' };
  const [earlier] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.reason, change.reason), eq(creditLedger.reference, change.reference)))
    .limit(1);
  if (earlier) return { status: 'duplicate', balance: user.credits };
  const balance = user.credits + change.delta;
  if (balance < 0) return { status: 'insufficient', balance: user.credits };
  await tx.update(users).set({ credits: balance }).where(eq(users.id, change.userId));
  await tx.insert(creditLedger).values({ ...change, balanceAfter: balance });
  return { status: 'applied', balance };
}

/** The sum of a user's ledger rows (equals their balance when the books are right). */
export async function ledgerSum(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${creditLedger.delta})` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.sum ?? 0);
}
