import type { Database } from '../../db/client';
import * as repo from './credits.repository';

export type { ChangeResult, CreditChange, LedgerReason } from './credits.repository';

export interface CreditsDeps {
  db: Database;
  /** Told of every change applied (the server's metrics count credits moved). */
  applied?: (delta: number, reason: repo.LedgerReason) => void;
}

/** Credits: the balance and its append-only ledger (ARCHITECTURE.md). */
export function createCredits(deps: CreditsDeps) {
  return {
    change: async (tx: Database, change: repo.CreditChange) => {
      const result = await changeCredits(tx, change);
      if (result.status === 'applied') deps.applied?.(change.delta, change.reason);
      return result;
    },
    ledgerMatches: (userId: number, balance: number) => ledgerMatches(deps, userId, balance),
  };
}

export type Credits = ReturnType<typeof createCredits>;

/**
 * The one way a balance changes. Give it the transaction that also writes what the credits pay
 * for (a message, an order), so neither is ever stored without the other. Debits pass a negative
 * delta.
 */
function changeCredits(tx: Database, change: repo.CreditChange): Promise<repo.ChangeResult> {
  return repo.applyCreditChange(tx, change);
}

/** Whether a user's balance equals the sum of their ledger rows (tests and audits). */
async function ledgerMatches(deps: CreditsDeps, userId: number, balance: number): Promise<boolean> {
  return (await repo.ledgerSum(deps.db, userId)) === balance;
}
