/** IBAN lengths of the SEPA countries the site sells in, and their neighbours (ISO 13616 registry). */
const IBAN_LENGTHS: Record<string, number> = {
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  DK: 18,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  IE: 22,
  IT: 27,
  LU: 20,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  SE: 24,
};

/** An IBAN as typed (spaces, lower case) written compactly: "nl91 abna 0417 1643 00" → "NL91ABNA0417164300". */
export function compactIban(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** An IBAN in groups of four, as printed: "NL91 ABNA 0417 1643 00". */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Whether an IBAN is valid: the country's length and the ISO 7064 mod-97 checksum (the letters
 * moved to the end and read as numbers, A = 10 … Z = 35, leave remainder 1).
 */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
