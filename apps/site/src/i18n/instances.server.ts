import type { i18n } from 'i18next';
import type { Locale } from '@amori/core';
import { createServerI18n } from './instance';

// One cached instance per language: a new instance per request doubles render time.
const cache = new Map<Locale, Promise<i18n>>();

export function i18nFor(locale: Locale): Promise<i18n> {
  let instance = cache.get(locale);
  if (!instance) {
    instance = createServerI18n(locale);
    cache.set(locale, instance);
  }
  return instance;
}
