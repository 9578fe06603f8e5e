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

/**
 * Whether the site's own copy (settings `index_title`, `description`) fits a page in `locale`. The
 * operator writes it once, in the site's language (`domain_language`); a page in any other locale
 * shows its translated text instead, so no visitor gets a heading in a language not theirs.
 */
export function siteCopyFits(locale: string, domainLanguage: string | null | undefined): boolean {
  return localeFromDomainLanguage(domainLanguage) === locale;
}

/** Browser tags that name a supported locale under another code (Norwegian: no, nn → nb). */
const BROWSER_ALIASES: Record<string, Locale> = { no: 'nb', nn: 'nb' };

/** The languages of an `Accept-Language` header, most wanted first (by q, then by order). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        tag: tag.trim().slice(0, 2).toLowerCase(),
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.tag.length === 2 && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => BROWSER_ALIASES[entry.tag] ?? entry.tag);
}

export interface PageLocaleInput {
  /** The `i18n_redirected` cookie's value, if any. */
  cookie: string | null | undefined;
  /** The site setting `domain_language`, e.g. `en_US`. */
  domainLanguage: string | null | undefined;
  /** The browser's `Accept-Language` header. */
  acceptLanguage: string | null | undefined;
  geoipCountry: string | null | undefined;
  selectedCountry?: string | null;
}

export interface PageLocale {
  locale: Locale;
  /** What decided it, in the order of spec point 7. */
  source: 'cookie' | 'domain_language' | 'browser' | 'country';
  /** Spec point 7: a locale taken from `domain_language` is written to the locale cookie. */
  writeCookie: boolean;
}

/**
 * The page's language (spec point 7, decisions.md "Language"): the `i18n_redirected` cookie;
 * else `domain_language` when its first two letters are a supported locale (then written to the
 * cookie); else the browser's `Accept-Language` among the visible locales; else the first visible
 * locale (English when the country is unknown and every locale is visible).
 */
export function pickPageLocale(input: PageLocaleInput): PageLocale {
  if (isLocale(input.cookie)) return { locale: input.cookie, source: 'cookie', writeCookie: false };
  const fromSite = localeFromDomainLanguage(input.domainLanguage);
  if (fromSite) return { locale: fromSite, source: 'domain_language', writeCookie: true };
  const visible = visibleLocales(input.geoipCountry, input.selectedCountry);
  const fromBrowser = acceptedLanguages(input.acceptLanguage).find((tag): tag is Locale =>
    (visible as readonly string[]).includes(tag),
  );
  if (fromBrowser) return { locale: fromBrowser, source: 'browser', writeCookie: false };
  const first = visible === LOCALES ? DEFAULT_LOCALE : (visible[0] ?? DEFAULT_LOCALE);
  return { locale: first, source: 'country', writeCookie: false };
}

/**
 * The language dropdown's choices (spec point 9, decisions.md "Language"): the visible locales
 * plus the locale the page is in, so the page's language is always the chosen one. The dropdown
 * shows when this makes more than one choice.
 */
export function languageChoices(visible: readonly Locale[], page: Locale): readonly Locale[] {
  return visible.includes(page) ? visible : [...visible, page];
}
