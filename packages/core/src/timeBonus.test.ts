import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';
import { activeDiscount, timeBonusState } from './timeBonus';

const signup = '2026-01-01T10:00:00Z';
const at = (seconds: number) => Date.parse(signup) + seconds * 1000;
const member = { loggedIn: true, paidUser: false, signupDate: signup };

describe('timeBonusState', () => {
  it('runs within 14400 s of signup with the seconds left', () => {
    expect(timeBonusState({ ...member, now: at(0) })).toEqual({ isVisible: true, secondsLeft: 14400 });
    expect(timeBonusState({ ...member, now: at(14399) })).toEqual({ isVisible: true, secondsLeft: 1 });
  });
  it('is cleared at zero, logged out, paid or without input', () => {
    expect(timeBonusState({ ...member, now: at(14400) }).isVisible).toBe(false);
    expect(timeBonusState({ ...member, loggedIn: false, now: at(5) }).isVisible).toBe(false);
    expect(timeBonusState({ ...member, paidUser: true, now: at(5) }).isVisible).toBe(false);
    expect(timeBonusState({ ...member, signupDate: null, now: at(5) }).isVisible).toBe(false);
  });
});

describe('formatCountdown', () => {
  it('zero-pads hours, minutes and seconds', () => {
    expect(formatCountdown(14400)).toBe('04:00:00');
    expect(formatCountdown(3 * 3600 + 59 * 60 + 7)).toBe('03:59:07');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});

describe('activeDiscount', () => {
  it('prefers TIMEBONUS25 while the bonus runs', () => {
    expect(activeDiscount({ ...member, now: at(60) }, 'WELCOME')).toMatchObject({
      code: 'TIMEBONUS25',
      percentage: 25,
      kind: 'time_bonus',
    });
  });
  it('falls back to the welcome code for 7 days', () => {
    expect(activeDiscount({ ...member, now: at(14400) }, 'WELCOME')).toMatchObject({
      code: 'WELCOME',
      kind: 'welcome',
      percentage: 25,
    });
    expect(activeDiscount({ ...member, now: at(7 * 86400) }, 'WELCOME')).toBeNull();
    expect(activeDiscount({ ...member, paidUser: true, now: at(60) }, 'WELCOME')).toBeNull();
  });
});
