import { eq, sql } from 'drizzle-orm';
import type { SpendingRefusal } from '@amori/core';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { creditLedger } from '../../db/schema';

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

const param = sql.placeholder;

/** `applyCreditChange` in one statement: the change, its ledger row, and what refused it. */
const applyStatement = preparedStatement<{
  moved: number | null;
  balance: number | null;
  duplicate: boolean;
  limited: boolean;
}>(
  'apply_credit_change',
  sql`
  with earlier as (
    select from credit_ledger where reason = ${param('reason')} and reference = ${param('reference')}
  ), limited as (
    select from spending_limits where user_id = ${param('userId')} and ${param('unlessLimited')}
  ), moved as (
    update users set credits = credits + ${param('delta')}
    where id = ${param('userId')} and credits + ${param('delta')} >= 0
      and not exists (select from earlier) and not exists (select from limited)
    returning credits
  ), entry as (
    insert into credit_ledger (user_id, delta, balance_after, reason, reference, created_at)
    select ${param('userId')}::int, ${param('delta')}::int, credits, ${param('reason')}::text,
      ${param('reference')}::text, ${param('at')}::timestamptz
    from moved
  )
  select (select credits from moved) as moved,
    (select credits from users where id = ${param('userId')}) as balance,
    exists (select from earlier) as duplicate,
    exists (select from limited) as limited`,
);

/**
 * Applies a credit change and writes its ledger row, inside the caller's transaction, in one
 * statement. The update locks the user's row (concurrent changes of one balance run one after
 * the other) and moves it only while it stays at zero or more (and the tables' CHECK constraints
 * say so again); a change already applied for its reason and reference changes nothing. With
 * `unlessLimited`, neither does a change for a member with spending limits stored ('limited'):
 * the caller reads them first (core's rules), then applies it without.
 */
export async function applyCreditChange(
  tx: Database,
  change: CreditChange,
  at: Date,
  unlessLimited: false,
): Promise<ChangeResult>;
export async function applyCreditChange(
  tx: Database,
  change: CreditChange,
  at: Date,
  unlessLimited: boolean,
): Promise<ChangeResult | { status: 'limited'; balance: number }>;
export async function applyCreditChange(
  tx: Database,
  change: CreditChange,
  at: Date,
  unlessLimited: boolean,
): Promise<ChangeResult | { status: 'limited'; balance: number }> {
  const [row] = await applyStatement(tx, { ...change, at, unlessLimited });
  const { moved, balance, duplicate, limited } = row!;
  if (moved !== null) return { status: 'applied', balance: moved };
  if (balance === null) return { status: 'no_user' };
  if (limited) return { status: 'limited', balance };
  return { status: duplicate ? 'duplicate' : 'insufficient', balance };
}

/** The sum of a user's ledger rows (equals their balance when the books are right). */
export async function ledgerSum(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${creditLedger.delta})` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.sum ?? 0);
}
