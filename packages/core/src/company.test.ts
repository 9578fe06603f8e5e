import { describe, expect, it } from 'vitest';
import { cleanSupportPhone, termsVersionDate } from './company';

describe('termsVersionDate', () => {
  it('defaults to 2023-12-01T12:00:00Z', () => {
    expect(termsVersionDate(null).toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('2020-05-01').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });
  it("takes the company's added date when later", () => {
    expect(termsVersionDate('2024-06-01T00:00:00Z').toISOString()).toBe('2024-06-01T00:00:00.000Z');
  });
});

describe('cleanSupportPhone', () => {
  it('removes dashes and spaces', () => expect(cleanSupportPhone('+31 20-123 45 67')).toBe('+31201234567'));
});
