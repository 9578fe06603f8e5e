import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@amori/core';
import { lazyBackend, NAMESPACES, type Namespace } from './resources';
import { BASE_NAMESPACES } from './namespaces';

/**
 * A ready i18next instance for one locale with the given namespaces loaded; other
 * namespaces load on demand (useTranslation suspends until they arrive). No fallback
 * language: a unit test keeps every key in every locale.
 */
export async function createI18n(
  locale: Locale,
  namespaces: readonly Namespace[] = BASE_NAMESPACES,
): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: false,
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return instance;
}

/** The server keeps one instance per language with every namespace. */
export function createServerI18n(locale: Locale): Promise<i18n> {
  return createI18n(locale, NAMESPACES);
}
