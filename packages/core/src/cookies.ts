/** The locale cookie (spec point 9). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const LOCALE_COOKIE_MAX_AGE_SECONDS = LOCALE_COOKIE_MAX_AGE_DAYS * 86_400;

/** The Set-Cookie / document.cookie string that keeps a chosen locale for 365 days. */
export function localeCookie(locale: string): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
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
  return `${COUNTRY_COOKIE}=${encodeURIComponent(country.toUpperCase())}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * Remembers that the site-entry warning was accepted. A cookie rather than local storage, so the
 * server knows too and renders the page with or without the warning in its first HTML.
 */
export const SITE_ENTRY_COOKIE = 'site_entry_accepted';

/** The cookie string that keeps the site-entry acceptance for 365 days. */
export function siteEntryCookie(): string {
  return `${SITE_ENTRY_COOKIE}=1; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
