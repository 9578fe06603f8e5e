import { describe, expect, it } from 'vitest';
import { formatChatListTime, formatDate } from './dates';

const date = new Date('2023-12-01T12:00:00Z');

describe('formatDate', () => {
  it('uses the default date locale nl', () => {
    expect(formatDate(date)).toBe('1 december 2023');
    expect(formatDate(date, '')).toBe('1 december 2023');
    expect(formatDate(date, 'not a locale!')).toBe('1 december 2023');
  });
  it('uses the locale when it names one', () => {
    expect(formatDate(date, 'de')).toBe('1. Dezember 2023');
    expect(formatDate(date, 'en-GB')).toBe('1 December 2023');
  });
});

describe('formatChatListTime', () => {
  // Late evening in Amsterdam: already the next day in UTC.
  const now = new Date('2026-11-27T22:30:00Z');
  const zone = 'Europe/Amsterdam';
  const shown = (iso: string, locale = 'en-GB') => formatChatListTime(new Date(iso), now, locale, zone);

  it("shows the time alone for a message of the viewer's today", () => {
    expect(shown('2026-11-27T08:05:00Z')).toBe('09:05');
    expect(shown('2026-11-26T23:30:00Z')).toBe('00:30'); // still the 26th in UTC
    expect(shown('2026-11-27T08:05:00Z', 'en-US')).toMatch(/^9:05\sAM$/u);
  });
  it('shows the weekday for the six days before, and the date before that', () => {
    expect(shown('2026-11-26T22:59:00Z')).toBe('Thursday'); // 23:59 the day before
    expect(shown('2026-11-21T12:00:00Z')).toBe('Saturday');
    expect(shown('2026-11-21T12:00:00Z', 'de')).toBe('Samstag');
    expect(shown('2026-11-20T12:00:00Z')).toBe('20/11/2026');
    expect(shown('2025-11-27T12:00:00Z', 'de')).toBe('27.11.25');
  });
  it('shows the date for a time after now (a clock behind the server)', () => {
    expect(shown('2026-11-28T12:00:00Z')).toBe('28/11/2026');
  });
});
