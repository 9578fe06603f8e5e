// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALES, ROUTE_TABLE } from '@amori/core';
import { createServerI18n } from './instance';
import { PAGE_TITLE_KEYS, pageTitles } from './titles.server';

describe('page titles', () => {
  it('name routes that exist (and the two error pages)', () => {
    // The spec's routes, and the operator's pages the site adds under /admin (routes.ts).
    const ids = new Set([...ROUTE_TABLE.map((entry) => entry.name), 'admin-landers', 'admin-lander-edit']);
    for (const id of Object.keys(PAGE_TITLE_KEYS))
      expect(ids.has(id) || id === 'not-found' || id === 'error', id).toBe(true);
  });

  it('are texts of their own in every locale, never a key', async () => {
    const english = pageTitles(await createServerI18n('en'));
    expect(english['login']).toBe('Log in');
    expect(english['not-found']).toBe('This page could not be found');
    for (const locale of LOCALES) {
      const titles = pageTitles(await createServerI18n(locale));
      for (const [id, key] of Object.entries(PAGE_TITLE_KEYS)) {
        expect(titles[id], `${locale} ${id}`).toBeTruthy();
        expect(titles[id], `${locale} ${id}`).not.toBe(key.split(':')[1]);
      }
      if (locale !== 'en') expect(titles['members'], locale).not.toBe(english['members']);
    }
  });
});
