import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  localeFromDomainLanguage,
  readCookie,
  type Locale,
} from '@amori/core';

export { LOCALE_COOKIE };

/** The page language: the locale cookie, then the site's domain_language, then Accept-Language. */
export function pickLocale(request: Request, domainLanguage: string | undefined): Locale {
  const fromCookie = readCookie(request.headers.get('cookie'), LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  const fromSite = localeFromDomainLanguage(domainLanguage);
  if (fromSite) return fromSite;
  for (const part of (request.headers.get('accept-language') ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(tag)) return tag as Locale;
  }
  return DEFAULT_LOCALE;
}
