/** The 24 payment methods the spec names (point 9), as stable ids. */
export const PAYMENT_METHODS = [
  'sepa_direct_debit',
  'przelewy24',
  'blik',
  'wire_transfer',
  'giropay',
  'mastercard',
  'visa',
  'credit_card',
  'dankort',
  'mobilepay',
  'swish',
  'twint',
  'satispay',
  'vipps',
  'carte_bancaire',
  'nexi',
  'ideal',
  'bancontact',
  'apple_pay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The English display names. Brand names are the same in every locale; the methods named by what
 * they are (GENERIC_PAYMENT_METHODS) are translated where a page shows them.
 */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  sepa_direct_debit: 'SEPA direct debit',
  przelewy24: 'Przelewy24',
  blik: 'Blik',
  wire_transfer: 'Wire transfer',
  giropay: 'Giropay',
  mastercard: 'Mastercard',
  visa: 'Visa',
  credit_card: 'Credit card',
  dankort: 'Dankort',
  mobilepay: 'MobilePay',
  swish: 'Swish',
  twint: 'Twint',
  satispay: 'Satispay',
  vipps: 'Vipps',
  carte_bancaire: 'Carte bancaire',
  nexi: 'Nexi',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  apple_pay: 'Apple Pay',
  paysafecard: 'Paysafecard',
  maestro: 'Maestro',
  paypal: 'PayPal',
  sofort: 'SOFORT',
  eps: 'EPS',
};

/**
 * The direct debit form's text fields (spec point 3), in the form's order, and the most each may
 * hold: the API's schema refuses longer ones, and the form does not let them be typed.
 */
export const DIRECT_DEBIT_FIELD_MAX = {
  account_holder: 100,
  iban: 42,
  street: 100,
  house_number: 20,
  postal_code: 20,
  city: 100,
  mobile: 30,
} as const;
export type DirectDebitField = keyof typeof DIRECT_DEBIT_FIELD_MAX;
export const DIRECT_DEBIT_FIELDS = Object.keys(DIRECT_DEBIT_FIELD_MAX) as DirectDebitField[];

/** The methods named by a common noun, not a brand: a page shows these in its own language. */
export const GENERIC_PAYMENT_METHODS = ['credit_card', 'sepa_direct_debit', 'wire_transfer'] as const;
export type GenericPaymentMethod = (typeof GENERIC_PAYMENT_METHODS)[number];

export function isGenericPaymentMethod(method: string): method is GenericPaymentMethod {
  return (GENERIC_PAYMENT_METHODS as readonly string[]).includes(method);
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

const anglo: readonly PaymentMethod[] = ['credit_card', 'visa', 'mastercard', 'paypal', 'apple_pay'];

/**
 * The default payment methods by country (decisions.md; a site setting). "Credit card (Visa,
 * Mastercard, Maestro)" lists the generic card entry followed by the named card brands.
 */
export const PAYMENT_METHODS_BY_COUNTRY: Record<string, readonly PaymentMethod[]> = {
  NL: [
    'ideal',
    'credit_card',
    'visa',
    'mastercard',
    'maestro',
    'paypal',
    'sepa_direct_debit',
    'apple_pay',
    'paysafecard',
    'wire_transfer',
  ],
  BE: ['bancontact', 'credit_card', 'paypal', 'sepa_direct_debit', 'apple_pay', 'paysafecard'],
  DE: ['sofort', 'giropay', 'credit_card', 'paypal', 'sepa_direct_debit', 'apple_pay', 'paysafecard'],
  AT: ['eps', 'sofort', 'credit_card', 'paypal', 'sepa_direct_debit', 'paysafecard'],
  CH: ['twint', 'credit_card', 'paypal', 'apple_pay'],
  FR: ['carte_bancaire', 'credit_card', 'paypal', 'apple_pay', 'paysafecard'],
  IT: ['satispay', 'nexi', 'credit_card', 'paypal', 'apple_pay'],
  ES: ['credit_card', 'paypal', 'apple_pay', 'paysafecard'],
  PL: ['przelewy24', 'blik', 'credit_card', 'paypal'],
  DK: ['dankort', 'mobilepay', 'credit_card', 'paypal'],
  FI: ['mobilepay', 'credit_card', 'paypal'],
  NO: ['vipps', 'credit_card', 'paypal'],
  SE: ['swish', 'credit_card', 'paypal'],
  US: anglo,
  CA: anglo,
  GB: anglo,
  IE: anglo,
  AU: anglo,
  NZ: anglo,
};

/** Used for a country the table does not name. */
export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethod[] = ['credit_card', 'paypal'];

/**
 * The payment methods offered in a country (case-insensitive), from `table` (the site setting)
 * or the default table; credit card and PayPal for an unknown country.
 */
export function paymentMethodsFor(
  country: string | null | undefined,
  table: Record<string, readonly PaymentMethod[]> = PAYMENT_METHODS_BY_COUNTRY,
): readonly PaymentMethod[] {
  return table[(country ?? '').toUpperCase()] ?? DEFAULT_PAYMENT_METHODS;
}

/**
 * A price after a discount of `percentage` %, rounded to the cent: the one rule the server
 * charges by and every screen shows (`"54.99"`, 25 → 41.24).
 */
export function discountedPrice(price: string | number, percentage: number | null | undefined): number {
  const cents = Math.round(Number(price) * 100);
  return (percentage ? Math.round((cents * (100 - percentage)) / 100) : cents) / 100;
}

/**
 * The order "Repeat your last order" repeats (`orders` newest first, as the API lists them): the
 * newest one, as the server repeats it, and only while its package is still offered (`packageIds`,
 * the payment country's bundles); else null, and nothing offers a repeat that cannot be placed.
 */
export function repeatableOrder<O extends { package_id: number | null }>(
  orders: readonly O[],
  packageIds: readonly number[],
): O | null {
  const last = orders[0];
  return last && last.package_id !== null && packageIds.includes(last.package_id) ? last : null;
}
