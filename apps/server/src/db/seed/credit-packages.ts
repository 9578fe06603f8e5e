/**
 * The demo site's credit bundles, VAT rates and minimum message costs: four bundles for each
 * currency of the site's countries, priced as a real site would (the price per credit falls
 * with the size, 250 credits marked most popular), VAT included. A message costs
 * `message_credits` (10) credits; even in the biggest bundle it never costs less than the
 * country's `minimum_message_costs` (seed.test.ts checks it).
 */

export const COUNTRY_CURRENCY: Record<string, string> = {
  NL: 'EUR',
  BE: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  FI: 'EUR',
  IE: 'EUR',
  CH: 'CHF',
  PL: 'PLN',
  DK: 'DKK',
  NO: 'NOK',
  SE: 'SEK',
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  AU: 'AUD',
  NZ: 'NZD',
};

/** Credits of the four bundles, smallest first; the second is the most popular. */
export const BUNDLE_CREDITS = [100, 250, 500, 1000] as const;
export const POPULAR_CREDITS = 250;

/** Prices (VAT included) of the four bundles per currency. */
export const BUNDLE_PRICES: Record<string, readonly [string, string, string, string]> = {
  EUR: ['24.99', '54.99', '104.99', '199.99'],
  USD: ['24.99', '54.99', '104.99', '199.99'],
  GBP: ['21.99', '47.99', '89.99', '174.99'],
  CHF: ['24.90', '54.90', '99.90', '189.90'],
  PLN: ['109.99', '239.99', '449.99', '849.99'],
  DKK: ['189.00', '409.00', '779.00', '1490.00'],
  NOK: ['279.00', '599.00', '1149.00', '2199.00'],
  SEK: ['279.00', '599.00', '1149.00', '2199.00'],
  CAD: ['33.99', '74.99', '139.99', '269.99'],
  AUD: ['38.99', '84.99', '159.99', '299.99'],
  NZD: ['42.99', '92.99', '174.99', '329.99'],
};

/** The least a message may cost per currency (spec point 3's minimum_message_costs). */
const MINIMUM_COSTS: Record<string, number> = {
  EUR: 1.99,
  USD: 1.99,
  GBP: 1.69,
  CHF: 1.89,
  PLN: 8.49,
  DKK: 14.9,
  NOK: 21.9,
  SEK: 21.9,
  CAD: 2.69,
  AUD: 2.99,
  NZD: 3.29,
};

export function minimumMessageCosts(countries: readonly string[]) {
  return Object.fromEntries(
    countries.map((country) => {
      const currency = COUNTRY_CURRENCY[country] ?? 'EUR';
      return [country, { costs: MINIMUM_COSTS[currency]!, currency }];
    }),
  );
}

/** Standard VAT rates (GST in AU and NZ); US and CA prices carry no VAT line. */
export const VAT_RATES: Record<string, number> = {
  NL: 21,
  BE: 21,
  DE: 19,
  AT: 20,
  FR: 20,
  IT: 22,
  ES: 21,
  FI: 25.5,
  IE: 23,
  CH: 8.1,
  PL: 23,
  DK: 25,
  NO: 25,
  SE: 25,
  GB: 20,
  AU: 10,
  NZ: 15,
  US: 0,
  CA: 0,
};

export function creditPackagesFor(siteId: number, countries: readonly string[]) {
  return countries.flatMap((country) => {
    const currency = COUNTRY_CURRENCY[country] ?? 'EUR';
    const prices = BUNDLE_PRICES[currency]!;
    return BUNDLE_CREDITS.map((credits, i) => ({
      siteId,
      country,
      currency,
      credits,
      price: prices[i]!,
      popular: credits === POPULAR_CREDITS,
    }));
  });
}
