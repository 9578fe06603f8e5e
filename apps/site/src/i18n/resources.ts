import type { BackendModule, ReadCallback } from 'i18next';
import type { Locale } from '@amori/core';

// Each locale's namespaces are their own chunks: a page loads only its language and the
// namespaces its route needs.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../../locales/*/*.json');

/** Every namespace, one per feature (locales/<locale>/<namespace>.json). */
export const NAMESPACES = [
  'common',
  'nav',
  'errors',
  'auth',
  'pages',
  'support',
  'account',
  'mail',
  'members',
  'credits',
  'landers',
  'chat',
  'home',
  'admin',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Loads one namespace of one locale. */
export async function loadNamespace(locale: string, ns: string): Promise<Record<string, unknown>> {
  const load = files[`../../../../locales/${locale}/${ns}.json`];
  if (!load) throw new Error(`No translations for ${locale}/${ns}`);
  return (await load()).default;
}

/** An i18next backend that loads namespaces lazily from the locale chunks. */
export const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadNamespace(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export type { Locale };
