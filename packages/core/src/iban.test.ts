import { describe, expect, it } from 'vitest';
import { compactIban, formatIban, isValidIban } from './iban';

describe('IBAN', () => {
  it('accepts valid IBANs, as typed (spaces, lower case)', () => {
    for (const iban of [
      'NL91ABNA0417164300',
      'nl91 abna 0417 1643 00',
      'DE89370400440532013000',
      'BE68539007547034',
      'GB82WEST12345698765432',
      'FR1420041010050500013M02606',
      'AT611904300234573201',
    ])
      expect(isValidIban(iban), iban).toBe(true);
  });

  it('refuses a wrong checksum, a wrong length for the country, and anything else', () => {
    for (const iban of [
      'NL91ABNA0417164301',
      'NL92ABNA0417164300',
      'NL91ABNA041716430',
      'DE8937040044053201300',
      'XX',
      '',
      'NL91 ABNA 0417 1643 0O',
    ])
      expect(isValidIban(iban), iban).toBe(false);
  });

  it('writes an IBAN compactly, and in groups of four', () => {
    expect(compactIban(' nl91-abna 0417 164300 ')).toBe('NL91ABNA0417164300');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});
