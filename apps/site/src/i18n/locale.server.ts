import { isLocale, LOCALES, localeFromDomainLanguage, type Locale, DEFAULT_LOCALE } from '@amori/core';

export const LOCALE_COOKIE = 'i18n_redirected';

function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The page language: the locale cookie, then the site's domain_language, then Accept-Language. */
export function pickLocale(request: Request, domainLanguage: string | undefined): Locale {
  const fromCookie = cookieValue(request.headers.get('cookie'), LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  const fromSite = localeFromDomainLanguage(domainLanguage);
  if (fromSite) return fromSite;
  for (const part of (request.headers.get('accept-language') ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(tag)) return tag as Locale;
  }
  return DEFAULT_LOCALE;
}
