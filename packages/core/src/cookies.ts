/** The locale cookie (spec point 9). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const LOCALE_COOKIE_MAX_AGE_SECONDS = LOCALE_COOKIE_MAX_AGE_DAYS * 86_400;

/** A site-wide, same-site cookie string (Set-Cookie or document.cookie); the value is encoded. */
export function cookieString(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}

/** The Set-Cookie / document.cookie string that keeps a chosen locale for 365 days. */
export function localeCookie(locale: string): string {
  return cookieString(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_SECONDS);
}

/** The value of one cookie in a Cookie header (or document.cookie). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

/** The auth cookie (spec point 9): prefix `auth.`, 30 days. */
export const AUTH_COOKIE_PREFIX = 'auth.';
export const AUTH_COOKIE_MAX_AGE_DAYS = 30;

/** The country a visitor chose on /lang-config (the server reads it as geoip_selected_country). */
export const COUNTRY_COOKIE = 'selected_country';

/** The cookie string that keeps a chosen country for 365 days. */
export function countryCookie(country: string): string {
  return cookieString(COUNTRY_COOKIE, country.toUpperCase(), LOCALE_COOKIE_MAX_AGE_SECONDS);
}

/**
 * Remembers that the site-entry warning was accepted. A cookie rather than local storage, so the
 * server knows too and renders the page with or without the warning in its first HTML.
 */
export const SITE_ENTRY_COOKIE = 'site_entry_accepted';

/** The cookie string that keeps the site-entry acceptance for 365 days. */
export function siteEntryCookie(): string {
  return cookieString(SITE_ENTRY_COOKIE, '1', LOCALE_COOKIE_MAX_AGE_SECONDS);
}

/**
 * Set once the Inter font is in the browser's cache; only then does the page declare it (a font
 * arriving after the first paint re-wraps text). Kept 365 days.
 */
export const FONTS_COOKIE = 'fonts_cached';

export function fontsCookie(): string {
  return cookieString(FONTS_COOKIE, '1', LOCALE_COOKIE_MAX_AGE_SECONDS);
}
