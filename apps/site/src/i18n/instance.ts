import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@amori/core';
import { loadLocaleResources, NAMESPACES } from './resources';

/** A ready i18next instance for one locale. */
export async function createI18n(locale: Locale): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: {
      ...(locale === DEFAULT_LOCALE ? {} : await loadLocaleResources(DEFAULT_LOCALE)),
      ...(await loadLocaleResources(locale)),
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
