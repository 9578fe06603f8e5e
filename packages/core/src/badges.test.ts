import { describe, expect, it } from 'vitest';
import { creditsBadgeTone, formatBadgeCount } from './badges';

describe('formatBadgeCount', () => {
  it('hides the badge at 0 and below', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
  });
  it('shows the count up to 99', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
  });
  it('caps at 99+ above 99', () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(120)).toBe('99+');
  });
});

describe('creditsBadgeTone', () => {
  it('shows no badge above 10 credits', () => {
    expect(creditsBadgeTone(11)).toBeNull();
  });
  it('uses the warning tone from 1 to 10 credits', () => {
    expect(creditsBadgeTone(10)).toBe('warning');
    expect(creditsBadgeTone(1)).toBe('warning');
  });
  it('uses the danger tone at 0', () => {
    expect(creditsBadgeTone(0)).toBe('danger');
  });
});
