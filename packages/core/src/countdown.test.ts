import { describe, expect, it } from 'vitest';
import { countdownParts, formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('zero-pads hours, minutes and seconds', () => {
    expect(formatCountdown(3 * 3600 + 59 * 60 + 7)).toBe('03:59:07');
    expect(formatCountdown(14400)).toBe('04:00:00');
    expect(formatCountdown(61)).toBe('00:01:01');
    expect(formatCountdown(9)).toBe('00:00:09');
  });
  it('never shows a negative or invalid time', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });
  it('rounds fractions down and does not cap hours', () => {
    expect(formatCountdown(59.9)).toBe('00:00:59');
    expect(formatCountdown(100 * 3600)).toBe('100:00:00');
  });
});

describe('countdownParts', () => {
  it('splits seconds into parts', () => {
    expect(countdownParts(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(countdownParts(-1)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});
