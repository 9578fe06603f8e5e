import { describe, expect, it } from 'vitest';
import { cleanSupportPhone, singleFullStops, termsVersionDate } from './company';

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

describe('singleFullStops', () => {
  it("ends a sentence on a name with its own full stop once: 'B.V.', not 'B.V..'", () => {
    expect(singleFullStops('A service of Amori Media B.V..')).toBe('A service of Amori Media B.V.');
    expect(singleFullStops('Amori Media B.V.. processes your data.')).toBe(
      'Amori Media B.V. processes your data.',
    );
  });
  it('leaves an ellipsis and single stops alone', () => {
    expect(singleFullStops('Wait... B.V. is here.')).toBe('Wait... B.V. is here.');
  });
});
