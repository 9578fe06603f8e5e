import { describe, expect, it } from 'vitest';
import { acceptedLanguages, COUNTRIES, languageChoices, pickPageLocale, visibleLocales } from './locales';

/**
 * Spec point 7's order, over every country of spec point 9. Each row: the page language a
 * browser gets without a cookie and with an unsupported domain_language, for four browsers:
 * German, Canadian French, Swedish (with English second), and one that sends no header.
 */
const GERMAN = 'de-DE,de;q=0.9,en;q=0.8';
const FRENCH = 'fr-CA';
const SWEDISH = 'sv-SE,en;q=0.5';
const NONE = '';
const BROWSERS = [GERMAN, FRENCH, SWEDISH, NONE] as const;

const BY_BROWSER: Record<string, [string, string, string, string]> = {
  US: ['en', 'en', 'en', 'en'],
  NL: ['nl', 'nl', 'nl', 'nl'],
  BE: ['de', 'fr', 'nl', 'nl'],
  FR: ['fr', 'fr', 'fr', 'fr'],
  IT: ['it', 'it', 'it', 'it'],
  ES: ['es', 'es', 'es', 'es'],
  DE: ['de', 'de', 'de', 'de'],
  AT: ['de', 'de', 'de', 'de'],
  IE: ['en', 'en', 'en', 'en'],
  GB: ['en', 'en', 'en', 'en'],
  CA: ['en', 'fr', 'en', 'en'],
  PL: ['pl', 'pl', 'pl', 'pl'],
  AU: ['en', 'en', 'en', 'en'],
  NZ: ['en', 'en', 'en', 'en'],
  CH: ['de', 'fr', 'en', 'de'],
  DK: ['da', 'da', 'da', 'da'],
  FI: ['fi', 'fi', 'sv', 'fi'],
  NO: ['nb', 'nb', 'nb', 'nb'],
  SE: ['sv', 'sv', 'sv', 'sv'],
};

describe('pickPageLocale (spec point 7) over all 19 countries', () => {
  it('covers every country of spec point 9', () => {
    expect(Object.keys(BY_BROWSER).sort()).toEqual([...COUNTRIES].sort());
  });

  for (const country of COUNTRIES) {
    for (const [i, acceptLanguage] of BROWSERS.entries()) {
      const browser = JSON.stringify(acceptLanguage);
      it(`${country}, browser ${browser}: the cookie wins over everything`, () => {
        for (const domainLanguage of ['en_US', 'pt_BR']) {
          expect(
            pickPageLocale({ cookie: 'it', domainLanguage, acceptLanguage, geoipCountry: country }),
          ).toEqual({ locale: 'it', source: 'cookie', writeCookie: false });
        }
      });
      it(`${country}, browser ${browser}: a supported domain_language decides and is written`, () => {
        expect(
          pickPageLocale({ cookie: null, domainLanguage: 'en_US', acceptLanguage, geoipCountry: country }),
        ).toEqual({ locale: 'en', source: 'domain_language', writeCookie: true });
        // An unsupported cookie value counts as no cookie.
        expect(
          pickPageLocale({ cookie: 'xx', domainLanguage: 'de-AT', acceptLanguage, geoipCountry: country })
            .locale,
        ).toBe('de');
      });
      it(`${country}, browser ${browser}: else the browser among the visible locales, else the first`, () => {
        const picked = pickPageLocale({
          cookie: null,
          domainLanguage: 'pt_BR',
          acceptLanguage,
          geoipCountry: country,
        });
        expect(picked.locale).toBe(BY_BROWSER[country]![i]);
        expect(picked.writeCookie).toBe(false);
        expect(visibleLocales(country)).toContain(picked.locale);
        // The same with no domain_language at all.
        expect(
          pickPageLocale({ cookie: null, domainLanguage: undefined, acceptLanguage, geoipCountry: country }),
        ).toEqual(picked);
      });
    }
  }

  it('takes the chosen country over the GeoIP country', () => {
    const picked = pickPageLocale({
      cookie: null,
      domainLanguage: '',
      acceptLanguage: GERMAN,
      geoipCountry: 'NL',
      selectedCountry: 'BE',
    });
    expect(picked).toEqual({ locale: 'de', source: 'browser', writeCookie: false });
  });

  it('falls back to English for an unknown country', () => {
    expect(
      pickPageLocale({ cookie: null, domainLanguage: '', acceptLanguage: '', geoipCountry: null }).locale,
    ).toBe('en');
    expect(
      pickPageLocale({ cookie: null, domainLanguage: '', acceptLanguage: 'pl', geoipCountry: 'ZZ' }).locale,
    ).toBe('pl');
  });
});

describe('acceptedLanguages', () => {
  it('orders by weight, then by order, and drops q=0 and wildcards', () => {
    expect(acceptedLanguages('en;q=0.5, de-DE, fr;q=0.8, *;q=0.1, it;q=0')).toEqual(['de', 'fr', 'en']);
  });
  it('reads Norwegian tags as nb', () => {
    expect(acceptedLanguages('no, nn;q=0.9, nb;q=0.8')).toEqual(['nb', 'nb', 'nb']);
    expect(
      pickPageLocale({ cookie: null, domainLanguage: '', acceptLanguage: 'no', geoipCountry: 'NO' }).locale,
    ).toBe('nb');
  });
  it('is empty without a header', () => {
    expect(acceptedLanguages(null)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('languageChoices (the dropdown)', () => {
  it('adds the page locale to the visible ones, so it is the chosen one', () => {
    expect(languageChoices(visibleLocales('BE'), 'en')).toEqual(['nl', 'fr', 'de', 'en']);
    expect(languageChoices(visibleLocales('DE'), 'en')).toEqual(['de', 'en']);
  });
  it('is the visible locales when the page is in one of them', () => {
    expect(languageChoices(visibleLocales('BE'), 'fr')).toEqual(['nl', 'fr', 'de']);
    expect(languageChoices(visibleLocales('NL'), 'nl')).toEqual(['nl']);
  });
});
