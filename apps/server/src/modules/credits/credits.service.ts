import { eq } from 'drizzle-orm';
import {
  changeSpendingLimits,
  spendingLimitsAt,
  spendingRefusal,
  spendingWindowStart,
  type SpendingLimits,
  type SpendingRefusal,
  type StoredSpendingLimits,
} from '@amori/core';
import type { SpendingLimitsView } from '@amori/contract';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { systemClock, type Clock } from '../../lib/clock';
import * as repo from './credits.repository';
import * as spending from './spending.repository';

export type { ChangeResult, CreditChange, LedgerReason } from './credits.repository';

export interface CreditsDeps {
  db: Database;
  /** Told of every change applied (the server's metrics count credits moved). */
  applied?: (delta: number, reason: repo.LedgerReason) => void;
  /** The clock the ledger's rows and the spending limits' days and months run on. */
  now?: Clock;
}

/** Credits: the balance, its append-only ledger and the member's spending limits (ARCHITECTURE.md). */
export function createCredits(deps: CreditsDeps) {
  const now = deps.now ?? systemClock;
  return {
    change: async (tx: Database, change: repo.CreditChange) => {
      const result = await changeCredits(tx, change, now());
      if (result.status === 'applied') deps.applied?.(change.delta, change.reason);
      return result;
    },
    ledgerMatches: (userId: number, balance: number) => ledgerMatches(deps, userId, balance),
    spendingLimits: (userId: number) => readLimits(deps.db, userId, now()),
    setSpendingLimits: (userId: number, wanted: SpendingLimits) => setLimits(deps.db, userId, wanted, now()),
    /** The member's limits as the API answers them. */
    viewSpendingLimits: (userId: number) => viewLimits(deps.db, userId, now()),
    /** A member's change of their limits (a field left out stays as they last asked). */
    updateSpendingLimits: async (userId: number, body: SpendingLimitsBody) => {
      const at = now();
      const latest = await readLimits(deps.db, userId, at);
      const wish = latest.pending ?? latest;
      await setLimits(
        deps.db,
        userId,
        {
          limit: body.limit === undefined ? wish.limit : body.limit,
          coolOffUntil:
            body.cool_off_days === undefined
              ? wish.coolOffUntil
              : body.cool_off_days === null
                ? null
                : new Date(at.getTime() + body.cool_off_days * 24 * 60 * 60 * 1000),
        },
        at,
      );
      return viewLimits(deps.db, userId, at);
    },
    purchaseRefusal: (userId: number, credits: number) => purchaseRefusal(deps.db, userId, credits, now()),
  };
}

export type Credits = ReturnType<typeof createCredits>;

export interface SpendingLimitsBody {
  limit?: SpendingLimits['limit'];
  cool_off_days?: number | null;
}

/**
 * The one way a balance changes. Give it the transaction that also writes what the credits pay
 * for (a message, an order), so neither is ever stored without the other. Debits pass a negative
 * delta, and a debit the member's spending limits refuse changes nothing (its status says why).
 * Most members have no limits: their debit is applied at once, and one of a member with limits
 * stored only once core has read them (`debitRefusal`).
 */
async function changeCredits(tx: Database, change: repo.CreditChange, at: Date): Promise<repo.ChangeResult> {
  const result = await repo.applyCreditChange(tx, change, at, change.delta < 0);
  if (result.status !== 'limited') return result;
  const refusal = await debitRefusal(tx, change.userId, -change.delta, at);
  if (refusal) return { status: refusal, balance: result.balance };
  return repo.applyCreditChange(tx, change, at, false);
}

async function debitRefusal(
  tx: Database,
  userId: number,
  credits: number,
  at: Date,
): Promise<SpendingRefusal | null> {
  const limits = spendingLimitsAt(await spending.readSpendingLimits(tx, userId), at);
  if (!limits.limit && !limits.coolOffUntil) return null;
  // A member with limits: their row is locked before counting, so two debits at once count each
  // other against the limit (most members have none and pay for no lock here).
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const spent = limits.limit
    ? await spending.creditsMovedSince(tx, userId, spendingWindowStart(limits.limit.period, at), 'spent')
    : 0;
  return spendingRefusal(limits, spent, credits, at);
}

/**
 * Whether buying a package of `credits` is refused: in a cool-off, or when it would take the
 * credits bought in the limit's window past the limit (a purchase is refused before it is paid;
 * credits already paid for are always credited).
 */
async function purchaseRefusal(db: Database, userId: number, credits: number, at: Date) {
  const limits = spendingLimitsAt(await spending.readSpendingLimits(db, userId), at);
  if (!limits.limit && !limits.coolOffUntil) return null;
  const bought = limits.limit
    ? await spending.creditsMovedSince(db, userId, spendingWindowStart(limits.limit.period, at), 'bought')
    : 0;
  return spendingRefusal(limits, bought, credits, at);
}

async function readLimits(db: Database, userId: number, at: Date): Promise<StoredSpendingLimits> {
  return spendingLimitsAt(await spending.readSpendingLimits(db, userId), at);
}

async function viewLimits(db: Database, userId: number, at: Date): Promise<SpendingLimitsView> {
  const limits = await readLimits(db, userId, at);
  const spent = limits.limit
    ? await spending.creditsMovedSince(db, userId, spendingWindowStart(limits.limit.period, at), 'spent')
    : 0;
  return {
    limit: limits.limit,
    cool_off_until: limits.coolOffUntil?.toISOString() ?? null,
    pending: limits.pending
      ? { limit: limits.pending.limit, cool_off_until: limits.pending.coolOffUntil?.toISOString() ?? null }
      : null,
    pending_from: limits.pendingFrom?.toISOString() ?? null,
    spent,
  };
}

/** Stores a member's wish: stricter parts at once, looser ones after 24 hours (core's rule). */
function setLimits(db: Database, userId: number, wanted: SpendingLimits, at: Date) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const next = changeSpendingLimits(await spending.readSpendingLimits(tx, userId), wanted, at);
    await spending.writeSpendingLimits(tx, userId, next, at);
    return next;
  });
}

/** Whether a user's balance equals the sum of their ledger rows (tests and audits). */
async function ledgerMatches(deps: CreditsDeps, userId: number, balance: number): Promise<boolean> {
  return (await repo.ledgerSum(deps.db, userId)) === balance;
}
