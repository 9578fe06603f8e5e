/** A spending limit counts the credits of a day (the last 24 hours) or a month (the last 30 days). */
export const SPENDING_PERIODS = ['day', 'month'] as const;
export type SpendingPeriod = (typeof SPENDING_PERIODS)[number];

/** How long a looser setting waits before it applies (a raised limit, an earlier cool-off end). */
export const SPENDING_LOOSENING_DELAY_MS = 24 * 60 * 60 * 1000;

const PERIOD_MS: Record<SpendingPeriod, number> = {
  day: 24 * 60 * 60 * 1000,
  month: 30 * 24 * 60 * 60 * 1000,
};

/** What a member set: a credit limit per period (or none) and a cool-off (no spending until then). */
export interface SpendingLimits {
  limit: { period: SpendingPeriod; credits: number } | null;
  coolOffUntil: Date | null;
}

/** What is stored: the limits in force, and a looser wish waiting for its time. */
export interface StoredSpendingLimits extends SpendingLimits {
  pending: SpendingLimits | null;
  pendingFrom: Date | null;
}

export const NO_SPENDING_LIMITS: StoredSpendingLimits = {
  limit: null,
  coolOffUntil: null,
  pending: null,
  pendingFrom: null,
};

/** The start of the window a limit counts over, as of `now`. */
export function spendingWindowStart(period: SpendingPeriod, now: Date): Date {
  return new Date(now.getTime() - PERIOD_MS[period]);
}

// The most a limit lets through in any day and in any month (a day's limit, 30 days in a row).
function reach(limit: SpendingLimits['limit']): { day: number; month: number } {
  if (!limit) return { day: Infinity, month: Infinity };
  return limit.period === 'day'
    ? { day: limit.credits, month: limit.credits * 30 }
    : { day: limit.credits, month: limit.credits };
}

/** Whether `next` lets through no more than `current` in any day and in any month. */
export function isLimitAsStrict(next: SpendingLimits['limit'], current: SpendingLimits['limit']): boolean {
  const a = reach(next);
  const b = reach(current);
  return a.day <= b.day && a.month <= b.month;
}

function activeCoolOff(until: Date | null, now: Date): Date | null {
  return until && until.getTime() > now.getTime() ? until : null;
}

/** The stored limits as of `now`: a pending change whose time has come is in force. */
export function spendingLimitsAt(stored: StoredSpendingLimits, now: Date): StoredSpendingLimits {
  const due = stored.pending && stored.pendingFrom && stored.pendingFrom.getTime() <= now.getTime();
  const inForce = due && stored.pending ? stored.pending : stored;
  return {
    limit: inForce.limit,
    coolOffUntil: activeCoolOff(inForce.coolOffUntil, now),
    pending: due ? null : stored.pending,
    pendingFrom: due ? null : stored.pendingFrom,
  };
}

/**
 * What to store when a member asks for `wanted` at `now`: what is stricter (a lower limit, a
 * longer cool-off) applies at once; what is looser (a higher limit, no limit, an earlier end of
 * the cool-off) waits SPENDING_LOOSENING_DELAY_MS, and a newer wish replaces a waiting one.
 */
export function changeSpendingLimits(
  stored: StoredSpendingLimits,
  wanted: SpendingLimits,
  now: Date,
): StoredSpendingLimits {
  const current = spendingLimitsAt(stored, now);
  const wantedCoolOff = activeCoolOff(wanted.coolOffUntil, now);
  const limit = isLimitAsStrict(wanted.limit, current.limit) ? wanted.limit : current.limit;
  const longer =
    wantedCoolOff !== null &&
    (current.coolOffUntil === null || wantedCoolOff.getTime() >= current.coolOffUntil.getTime());
  const coolOffUntil = longer || current.coolOffUntil === null ? wantedCoolOff : current.coolOffUntil;
  const settled = sameLimit(limit, wanted.limit) && sameDate(coolOffUntil, wantedCoolOff);
  return {
    limit,
    coolOffUntil,
    pending: settled ? null : { limit: wanted.limit, coolOffUntil: wantedCoolOff },
    pendingFrom: settled ? null : new Date(now.getTime() + SPENDING_LOOSENING_DELAY_MS),
  };
}

function sameLimit(a: SpendingLimits['limit'], b: SpendingLimits['limit']): boolean {
  return a === b || (a !== null && b !== null && a.period === b.period && a.credits === b.credits);
}

function sameDate(a: Date | null, b: Date | null): boolean {
  return a === b || (a !== null && b !== null && a.getTime() === b.getTime());
}

/** Why spending `credits` more is refused, or null when it is allowed. */
export type SpendingRefusal = 'spending_cool_off' | 'spending_limit_reached';

/**
 * Whether a member whose limits are `limits` (as of `now`) and who has spent `spent` credits in the
 * limit's window may spend `credits` more.
 */
export function spendingRefusal(
  limits: SpendingLimits,
  spent: number,
  credits: number,
  now: Date,
): SpendingRefusal | null {
  if (activeCoolOff(limits.coolOffUntil, now)) return 'spending_cool_off';
  if (limits.limit && spent + credits > limits.limit.credits) return 'spending_limit_reached';
  return null;
}
