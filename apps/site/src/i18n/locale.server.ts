import {
  COUNTRY_COOKIE,
  countryCookie,
  LOCALE_COOKIE,
  localeCookie,
  pickPageLocale,
  readCookie,
  type Locale,
} from '@amori/core';

export { LOCALE_COOKIE };

interface VisitorCountries {
  domain_language?: string;
  geoip_country?: string | null;
  geoip_selected_country?: string | null;
}

/**
 * The page language (spec point 7, see pickPageLocale) and the cookies the answer sets: the
 * locale when `domain_language` decided it (spec point 7), and a `?country=XX` the visitor came
 * with, remembered as their chosen country (decisions.md "Country"), as /lang-config does.
 */
export function pickLocale(
  request: Request,
  settings: VisitorCountries,
): { locale: Locale; setCookies: string[] } {
  const cookies = request.headers.get('cookie');
  const picked = pickPageLocale({
    cookie: readCookie(cookies, LOCALE_COOKIE),
    domainLanguage: settings.domain_language,
    acceptLanguage: request.headers.get('accept-language'),
    geoipCountry: settings.geoip_country,
    selectedCountry: settings.geoip_selected_country,
  });
  const setCookies = picked.writeCookie ? [localeCookie(picked.locale)] : [];
  const queried = new URL(request.url).searchParams.get('country');
  if (
    queried &&
    /^[A-Za-z]{2}$/.test(queried) &&
    readCookie(cookies, COUNTRY_COOKIE) !== queried.toUpperCase()
  ) {
    setCookies.push(countryCookie(queried));
  }
  return { locale: picked.locale, setCookies };
}
