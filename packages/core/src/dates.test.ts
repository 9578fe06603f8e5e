import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

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
