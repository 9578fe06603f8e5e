import { describe, expect, it } from 'vitest';
import {
  repeatableOrder,
  discountedPrice,
  GENERIC_PAYMENT_METHODS,
  isGenericPaymentMethod,
  PAYMENT_METHODS,
  PAYMENT_METHODS_BY_COUNTRY,
  PAYMENT_METHOD_NAMES,
  isPaymentMethod,
  paymentMethodsFor,
} from './payments';

describe('payment methods', () => {
  it('names the 24 methods of spec point 9, each once', () => {
    expect(PAYMENT_METHODS).toHaveLength(24);
    expect(new Set(PAYMENT_METHODS).size).toBe(24);
    expect(Object.keys(PAYMENT_METHOD_NAMES).sort()).toEqual([...PAYMENT_METHODS].sort());
    expect(PAYMENT_METHOD_NAMES.ideal).toBe('iDEAL');
    expect(PAYMENT_METHOD_NAMES.sofort).toBe('SOFORT');
  });
  it('uses every method in the default table', () => {
    const used = new Set(Object.values(PAYMENT_METHODS_BY_COUNTRY).flat());
    expect([...used].sort()).toEqual([...PAYMENT_METHODS].sort());
  });
  it('tells the methods named by a common noun from the brands', () => {
    expect([...GENERIC_PAYMENT_METHODS].sort()).toEqual([
      'credit_card',
      'sepa_direct_debit',
      'wire_transfer',
    ]);
    for (const method of GENERIC_PAYMENT_METHODS) expect(isPaymentMethod(method)).toBe(true);
    expect(isGenericPaymentMethod('wire_transfer')).toBe(true);
    expect(isGenericPaymentMethod('ideal')).toBe(false);
    expect(isGenericPaymentMethod('carte_bancaire')).toBe(false);
  });
  it('recognises ids', () => {
    expect(isPaymentMethod('blik')).toBe(true);
    expect(isPaymentMethod('bitcoin')).toBe(false);
  });
});

describe('paymentMethodsFor', () => {
  it('follows the decisions.md table', () => {
    expect(paymentMethodsFor('NL')[0]).toBe('ideal');
    expect(paymentMethodsFor('NL')).toContain('wire_transfer');
    expect(paymentMethodsFor('pl')).toEqual(['przelewy24', 'blik', 'credit_card', 'paypal']);
    expect(paymentMethodsFor('CH')).toEqual(['twint', 'credit_card', 'paypal', 'apple_pay']);
    expect(paymentMethodsFor('GB')).toEqual(paymentMethodsFor('US'));
    expect(paymentMethodsFor('US')).not.toContain('maestro');
  });
  it('falls back for an unknown country', () => {
    expect(paymentMethodsFor('ZZ')).toEqual(['credit_card', 'paypal']);
    expect(paymentMethodsFor(null)).toEqual(['credit_card', 'paypal']);
  });
  it('reads a custom table (the site setting)', () => {
    expect(paymentMethodsFor('NL', { NL: ['paypal'] })).toEqual(['paypal']);
  });
});

describe('discountedPrice', () => {
  it('takes the percentage off and rounds to the cent', () => {
    expect(discountedPrice('54.99', 25)).toBe(41.24);
    expect(discountedPrice('24.99', 25)).toBe(18.74);
    expect(discountedPrice(9.99, 10)).toBe(8.99);
  });
  it('leaves the price without a discount', () => {
    expect(discountedPrice('54.99', null)).toBe(54.99);
    expect(discountedPrice('54.99', 0)).toBe(54.99);
  });
});

describe('repeatableOrder', () => {
  const order = (id: number, package_id: number | null) => ({ id, package_id });
  it('is the newest order while its package is offered', () => {
    expect(repeatableOrder([order(9, 2), order(8, 1)], [1, 2, 3])).toEqual(order(9, 2));
  });
  it('is none without an order, or when the newest one cannot be placed again', () => {
    expect(repeatableOrder([], [1, 2])).toBeNull();
    // The server repeats the newest order: an older one is not offered in its place.
    expect(repeatableOrder([order(9, 7), order(8, 1)], [1, 2])).toBeNull();
    expect(repeatableOrder([order(9, null), order(8, 1)], [1, 2])).toBeNull();
  });
});
