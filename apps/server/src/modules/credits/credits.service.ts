import type { Database } from '../../db/client';
import * as repo from './credits.repository';

export type { ChangeResult, CreditChange, LedgerReason } from './credits.repository';

/**
 * The one way a balance changes (ARCHITECTURE.md: an append-only ledger). Give it the
 * transaction that also writes what the credits pay for (a message, an order), so neither is
 * ever stored without the other. Debits pass a negative delta.
 */
export function changeCredits(tx: Database, change: repo.CreditChange): Promise<repo.ChangeResult> {
  return repo.applyCreditChange(tx, change);
}

/** Whether a user's balance equals the sum of their ledger rows (tests and audits). */
export async function ledgerMatches(db: Database, userId: number, balance: number): Promise<boolean> {
  return (await repo.ledgerSum(db, userId)) === balance;
}
