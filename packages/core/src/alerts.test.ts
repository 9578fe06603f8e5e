import { describe, expect, it } from 'vitest';
import {
  BANNERS_AT_ONCE,
  bannersToShow,
  dismissalValue,
  isDismissed,
  timeBonusModalEligible,
  visibleAlerts,
  type AlertsInput,
} from './alerts';

const user = {
  status: 'active',
  notifications_disabled: [],
  profile: { status: 'active', main_image: { filename: 'a' } },
};
const base: AlertsInput = {
  loggedIn: true,
  routeName: 'members',
  user,
  timeBonusVisible: false,
  push: 'unknown',
  dismissed: {},
  apiSignupComplete: false,
  smartphone: false,
};

describe('bannersToShow', () => {
  const all = {
    timeBonus: true,
    profilePhoto: true,
    push: true,
    disabledNotifications: true,
    activation: 'alert' as const,
  };
  const none = {
    timeBonus: false,
    profilePhoto: false,
    push: false,
    disabledNotifications: false,
    activation: 'none' as const,
  };
  it('shows one on a phone and two on a wider screen, the most important first', () => {
    expect(BANNERS_AT_ONCE).toEqual({ phone: 1, wide: 2 });
    expect(bannersToShow(all, BANNERS_AT_ONCE.phone)).toEqual(['activation']);
    expect(bannersToShow(all, BANNERS_AT_ONCE.wide)).toEqual(['activation', 'disabledNotifications']);
  });
  it('orders by priority: reachability, then what runs out, then what can wait', () => {
    expect(bannersToShow(all, 5)).toEqual([
      'activation',
      'disabledNotifications',
      'timeBonus',
      'profilePhoto',
      'push',
    ]);
  });
  it('a new member: confirm the e-mail first, then the time bonus, the photo, push', () => {
    const newMember = { ...all, disabledNotifications: false };
    expect(bannersToShow(newMember, 1)).toEqual(['activation']);
    const confirmed = { ...newMember, activation: 'none' as const };
    expect(bannersToShow(confirmed, 1)).toEqual(['timeBonus']);
    expect(bannersToShow(confirmed, 2)).toEqual(['timeBonus', 'profilePhoto']);
  });
  it('shows the next one when one is dismissed', () => {
    const state = { ...none, profilePhoto: true, push: true };
    expect(bannersToShow(state, 1)).toEqual(['profilePhoto']);
    expect(bannersToShow({ ...state, profilePhoto: false }, 1)).toEqual(['push']);
  });
  it('never shows the activation modal as a banner, and nothing when nothing is due', () => {
    expect(bannersToShow({ ...none, activation: 'modal' }, 2)).toEqual([]);
    expect(bannersToShow(none, 2)).toEqual([]);
    expect(bannersToShow(all, 0)).toEqual([]);
  });
});

describe('visibleAlerts', () => {
  it('shows nothing logged out or on the hiding routes', () => {
    expect(visibleAlerts({ ...base, loggedIn: false, timeBonusVisible: true }).timeBonus).toBe(false);
    for (const routeName of [
      'profile',
      'signup',
      'activate-done',
      'premium',
      'notifications',
      'directdebit',
      'settings',
    ])
      expect(visibleAlerts({ ...base, routeName, timeBonusVisible: true }).timeBonus).toBe(false);
  });
  it('shows the banners that apply, unless dismissed', () => {
    const noPhoto = { ...user, profile: { ...user.profile, main_image: null } };
    expect(visibleAlerts({ ...base, user: noPhoto }).profilePhoto).toBe(true);
    expect(
      visibleAlerts({ ...base, user: noPhoto, dismissed: { 'hide-enrich-alert': '1700000000000' } })
        .profilePhoto,
    ).toBe(false);
    expect(visibleAlerts({ ...base, push: 'capable' }).push).toBe(true);
    expect(
      visibleAlerts({ ...base, push: 'capable', dismissed: { 'hide-push-notification-alert': '1' } }).push,
    ).toBe(false);
    expect(
      visibleAlerts({ ...base, user: { ...user, notifications_disabled: ['bounce'] } }).disabledNotifications,
    ).toBe(true);
    expect(visibleAlerts({ ...base, timeBonusVisible: true }).timeBonus).toBe(true);
  });
  it('asks for activation as an alert, or a modal on a smartphone after signup', () => {
    const pending = { ...user, status: 'not_confirmed', profile: { ...user.profile, status: 'disabled' } };
    expect(visibleAlerts({ ...base, user: pending }).activation).toBe('alert');
    expect(
      visibleAlerts({ ...base, user: pending, apiSignupComplete: true, smartphone: true }).activation,
    ).toBe('modal');
    expect(visibleAlerts({ ...base, user: pending, apiSignupComplete: true }).activation).toBe('alert');
    expect(visibleAlerts({ ...base, user: { ...pending, notifications_disabled: ['fbl'] } }).activation).toBe(
      'none',
    );
  });
});

describe('dismissal values', () => {
  it('stores a timestamp', () => {
    expect(dismissalValue(1234)).toBe('1234');
    expect(isDismissed('1234')).toBe(true);
    expect(isDismissed(null)).toBe(false);
    expect(isDismissed('nope')).toBe(false);
  });
});

describe('timeBonusModalEligible', () => {
  const ok = { loggedIn: true, routeName: 'likes', credits: 0, dismissed: null, timeBonusVisible: true };
  it('needs all conditions', () => {
    expect(timeBonusModalEligible(ok)).toBe(true);
    expect(timeBonusModalEligible({ ...ok, routeName: 'credits' })).toBe(false);
    expect(timeBonusModalEligible({ ...ok, credits: 5 })).toBe(false);
    expect(timeBonusModalEligible({ ...ok, dismissed: '17' })).toBe(false);
    expect(timeBonusModalEligible({ ...ok, timeBonusVisible: false })).toBe(false);
    expect(timeBonusModalEligible({ ...ok, loggedIn: false })).toBe(false);
  });
});
