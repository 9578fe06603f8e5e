import { describe, expect, it } from 'vitest';
import {
  NO_SPENDING_LIMITS,
  changeSpendingLimits,
  isLimitAsStrict,
  spendingLimitsAt,
  spendingRefusal,
  type StoredSpendingLimits,
} from './spending';

const now = new Date('2026-03-01T12:00:00Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const day = (credits: number) => ({ period: 'day' as const, credits });
const month = (credits: number) => ({ period: 'month' as const, credits });

describe('isLimitAsStrict', () => {
  it('compares what each lets through in a day and in a month', () => {
    expect(isLimitAsStrict(day(10), day(20))).toBe(true);
    expect(isLimitAsStrict(day(20), day(10))).toBe(false);
    expect(isLimitAsStrict(day(10), null)).toBe(true);
    expect(isLimitAsStrict(null, day(10))).toBe(false);
    expect(isLimitAsStrict(month(10), day(10))).toBe(true);
    expect(isLimitAsStrict(day(10), month(100))).toBe(false);
    expect(isLimitAsStrict(day(3), month(100))).toBe(true);
  });
});

describe('changeSpendingLimits', () => {
  it('applies a first limit and a lower one at once', () => {
    const first = changeSpendingLimits(NO_SPENDING_LIMITS, { limit: day(50), coolOffUntil: null }, now);
    expect(first).toEqual({ limit: day(50), coolOffUntil: null, pending: null, pendingFrom: null });
    const lower = changeSpendingLimits(first, { limit: day(20), coolOffUntil: null }, now);
    expect(lower.limit).toEqual(day(20));
    expect(lower.pending).toBeNull();
  });

  it('keeps a raised or removed limit waiting 24 hours', () => {
    const stored: StoredSpendingLimits = { ...NO_SPENDING_LIMITS, limit: day(20) };
    const raised = changeSpendingLimits(stored, { limit: day(100), coolOffUntil: null }, now);
    expect(raised.limit).toEqual(day(20));
    expect(raised.pending).toEqual({ limit: day(100), coolOffUntil: null });
    expect(raised.pendingFrom).toEqual(later(24));
    expect(spendingLimitsAt(raised, later(23.9)).limit).toEqual(day(20));
    expect(spendingLimitsAt(raised, later(24))).toEqual({ ...NO_SPENDING_LIMITS, limit: day(100) });

    const removed = changeSpendingLimits(stored, { limit: null, coolOffUntil: null }, now);
    expect(removed.limit).toEqual(day(20));
    expect(spendingLimitsAt(removed, later(24)).limit).toBeNull();
  });

  it('starts a cool-off at once and ends it early only after 24 hours', () => {
    const cooling = changeSpendingLimits(NO_SPENDING_LIMITS, { limit: null, coolOffUntil: later(72) }, now);
    expect(cooling.coolOffUntil).toEqual(later(72));
    expect(cooling.pending).toBeNull();
    const ended = changeSpendingLimits(cooling, { limit: null, coolOffUntil: null }, later(1));
    expect(ended.coolOffUntil).toEqual(later(72));
    expect(ended.pendingFrom).toEqual(later(25));
    expect(spendingLimitsAt(ended, later(25)).coolOffUntil).toBeNull();
    expect(spendingLimitsAt(cooling, later(72)).coolOffUntil).toBeNull();
  });

  it('drops a waiting loosening when a stricter wish follows', () => {
    const stored: StoredSpendingLimits = { ...NO_SPENDING_LIMITS, limit: day(20) };
    const raised = changeSpendingLimits(stored, { limit: day(100), coolOffUntil: null }, now);
    const lowered = changeSpendingLimits(raised, { limit: day(10), coolOffUntil: null }, later(1));
    expect(lowered).toEqual({ ...NO_SPENDING_LIMITS, limit: day(10) });
  });
});

describe('spendingRefusal', () => {
  const limits = { limit: day(50), coolOffUntil: null };
  it('allows spending up to the limit and refuses past it', () => {
    expect(spendingRefusal(limits, 40, 10, now)).toBeNull();
    expect(spendingRefusal(limits, 41, 10, now)).toBe('spending_limit_reached');
    expect(spendingRefusal({ limit: null, coolOffUntil: null }, 10_000, 10, now)).toBeNull();
  });
  it('refuses everything during a cool-off', () => {
    expect(spendingRefusal({ limit: null, coolOffUntil: later(1) }, 0, 1, now)).toBe('spending_cool_off');
    expect(spendingRefusal({ limit: null, coolOffUntil: now }, 0, 1, now)).toBeNull();
  });
});
