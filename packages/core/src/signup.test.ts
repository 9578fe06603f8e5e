import { describe, expect, it } from 'vitest';
import { loggedOutSearchAllowed, signupsOpen } from './signup';

describe('signupsOpen', () => {
  it("is open for 'all'", () => expect(signupsOpen({ signups: 'all' }, null)).toBe(true));
  it("needs a traffic network for 'with_trafficsource'", () => {
    expect(signupsOpen({ signups: 'with_trafficsource' }, 'net1')).toBe(true);
    expect(signupsOpen({ signups: 'with_trafficsource' }, '')).toBe(false);
    expect(signupsOpen({ signups: 'with_trafficsource' }, undefined)).toBe(false);
  });
  it('is closed otherwise (invite only)', () => expect(signupsOpen({ signups: 'none' }, 'net1')).toBe(false));
});

describe('loggedOutSearchAllowed', () => {
  it('follows logged_out_search', () => {
    expect(
      loggedOutSearchAllowed({ logged_out_search: true, logged_out_search_trafficsource: false }, null),
    ).toBe(true);
    expect(
      loggedOutSearchAllowed({ logged_out_search: false, logged_out_search_trafficsource: false }, 'n'),
    ).toBe(false);
  });
  it('allows the trafficsource variant only with a network', () => {
    const s = { logged_out_search: false, logged_out_search_trafficsource: true };
    expect(loggedOutSearchAllowed(s, 'n')).toBe(true);
    expect(loggedOutSearchAllowed(s, null)).toBe(false);
  });
});
