/** The eleven locales of the product (spec point 1). */
export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
/** Dates use the nl date locale unless the locale says otherwise (spec point 1). */
export const DEFAULT_DATE_LOCALE = 'nl';

/** Each locale's name in its own language, for the language menu. */
export const NATIVE_LOCALE_NAMES: Record<Locale, string> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Visible locales by country (spec point 9). */
export const VISIBLE_LOCALES_BY_COUNTRY: Record<string, readonly Locale[]> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
  DK: ['da'],
  FI: ['fi', 'sv'],
  NO: ['nb'],
  SE: ['sv'],
};

/** The countries of spec point 9, in the order of its table. */
export const COUNTRIES = Object.keys(VISIBLE_LOCALES_BY_COUNTRY);

/**
 * The locales a visitor may pick: by the chosen country when there is one, else the
 * GeoIP country; every locale when the country is unknown.
 */
export function visibleLocales(
  geoipCountry: string | null | undefined,
  selectedCountry?: string | null,
): readonly Locale[] {
  const country = (selectedCountry || geoipCountry || '').toUpperCase();
  return VISIBLE_LOCALES_BY_COUNTRY[country] ?? LOCALES;
}

/** The locale a `domain_language` such as `de_DE` or `nl-BE` names, if supported. */
export function localeFromDomainLanguage(domainLanguage: string | null | undefined): Locale | null {
  const two = (domainLanguage ?? '').slice(0, 2).toLowerCase();
  return isLocale(two) ? two : null;
}
