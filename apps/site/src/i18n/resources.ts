import type { Resource, ResourceLanguage } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '@amori/core';

// Each locale's namespaces are their own chunks: a page loads only its language.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../../locales/*/*.json');

/** Loads every namespace of one locale. */
export async function loadLocaleResources(locale: Locale): Promise<Resource> {
  const entries = Object.entries(files).filter(([file]) => file.includes(`/locales/${locale}/`));
  const namespaces: ResourceLanguage = {};
  await Promise.all(
    entries.map(async ([file, load]) => {
      const ns = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
      namespaces[ns] = (await load()).default;
    }),
  );
  return { [locale]: namespaces };
}

export const NAMESPACES = ['common'] as const;
export { DEFAULT_LOCALE };
