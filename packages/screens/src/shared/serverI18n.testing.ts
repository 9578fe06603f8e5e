import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@amori/core';

const root = path.resolve(import.meta.dirname, '../../../../locales');

/**
 * For tests that render screens on the server: an i18next instance with these namespaces of these
 * locales, read from the locale files as the site ships them (English shown first).
 */
export async function serverI18n(
  namespaces: readonly string[],
  locales: readonly Locale[] = ['en'],
): Promise<i18n> {
  const read = (locale: Locale, name: string) =>
    JSON.parse(readFileSync(path.join(root, locale, `${name}.json`), 'utf8')) as object;
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    resources: Object.fromEntries(
      locales.map((locale) => [
        locale,
        Object.fromEntries(namespaces.map((name) => [name, read(locale, name)])),
      ]),
    ),
    interpolation: { escapeValue: false },
  });
  return instance;
}
