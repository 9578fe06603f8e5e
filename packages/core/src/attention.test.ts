import { describe, expect, it } from 'vitest';
import { appBadgeCount, attentionCount, tabTitle } from './attention';

describe('tab title and app badge', () => {
  it('prefixes the sum of unread messages and new likes', () => {
    expect(attentionCount(3, 2)).toBe(5);
    expect(tabTitle('Amori', 5)).toBe('(5) Amori');
    expect(tabTitle('(5) Amori', 2)).toBe('(2) Amori');
    expect(tabTitle('(5) Amori', 0)).toBe('Amori');
  });
  it('clears the app badge at 0', () => {
    expect(appBadgeCount(0, 0)).toBeNull();
    expect(appBadgeCount(1, 1)).toBe(2);
  });
});
