import { describe, expect, it } from 'vitest';
import { backButtonVisible } from './backButton';

describe('backButtonVisible', () => {
  it('shows in installed-app mode on its routes with history', () => {
    for (const routeName of ['members-id', 'likes-type', 'likes-m-id', 'credits', 'credits-id-paymentmethod'])
      expect(backButtonVisible({ installedApp: true, routeName, historyLength: 2 })).toBe(true);
  });
  it('hides otherwise', () => {
    expect(backButtonVisible({ installedApp: false, routeName: 'members-id', historyLength: 5 })).toBe(false);
    expect(backButtonVisible({ installedApp: true, routeName: 'chats', historyLength: 5 })).toBe(false);
    expect(backButtonVisible({ installedApp: true, routeName: 'credits', historyLength: 1 })).toBe(false);
  });
});
