import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, PHOTO_MAX_BYTES } from '@amori/core';
import { NAMESPACES } from './resources';

const root = path.resolve(import.meta.dirname, '../../../../locales');

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>))
    Object.assign(out, flatten(child, prefix ? `${prefix}.${key}` : key));
  return out;
}

const read = (locale: string, ns: string) =>
  flatten(JSON.parse(readFileSync(path.join(root, locale, `${ns}.json`), 'utf8')) as unknown);
/** i18next plural keys end in a CLDR category; each locale has its own set of them. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('have the same namespace files in every locale, and only the known ones', () => {
    expect(readdirSync(root).sort()).toEqual([...LOCALES]);
    for (const locale of LOCALES)
      expect(readdirSync(path.join(root, locale)).sort()).toEqual(
        NAMESPACES.map((ns) => `${ns}.json`).sort(),
      );
  });

  for (const ns of NAMESPACES) {
    it(`have the same keys in every locale: ${ns}`, () => {
      const english = read('en', ns);
      const keys = [...new Set(Object.keys(english).map(baseKey))].sort();
      expect(keys.length).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        const other = read(locale, ns);
        const otherKeys = new Set(Object.keys(other).map(baseKey));
        const missing = keys.filter((k) => !otherKeys.has(k));
        const extra = [...otherKeys].filter((k) => !keys.includes(k));
        expect({ locale, missing, extra }).toEqual({ locale, missing: [], extra: [] });
        for (const key of Object.keys(other)) {
          expect(other[key]!.trim(), `${locale}/${ns}:${key} is empty`).not.toBe('');
          expect(variables(other[key]!), `${locale}/${ns}:${key} variables`).toEqual(
            variables(english[key] ?? english[`${baseKey(key)}_other`]!),
          );
        }
      }
    });

    it(`have every plural form each locale needs, and no other: ${ns}`, () => {
      for (const locale of LOCALES) {
        const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
        const forms = new Map<string, string[]>();
        for (const key of Object.keys(read(locale, ns))) {
          const form = PLURAL_SUFFIX.exec(key)?.[1];
          if (form) forms.set(baseKey(key), [...(forms.get(baseKey(key)) ?? []), form]);
        }
        for (const [key, found] of forms)
          expect(found.sort(), `${locale}/${ns}:${key} plural forms`).toEqual(categories);
      }
    });
  }

  it("use the spec's English texts exactly", () => {
    const errors = read('en', 'errors');
    expect(errors['generic']).toBe('An error occured, please try again later.');
    expect(errors['notFound']).toBe('This page could not be found');
    expect(errors['backHome']).toBe('Back to the home page');
    expect(errors['nested']).toBe('An error occurred while showing the error page');
    expect(errors['defaultMessage']).toBe('Error');
    const auth = read('en', 'auth');
    expect(auth['login.failed']).toBe('Login failed, please try again.');
    expect(auth['login.locked']).toBe('Too many incorrect attempts, account blocked for {{minutes}} min.');
  });
});

describe('upload hints', () => {
  // The server refuses a photo over PHOTO_MAX_BYTES; every hint names that size, so no form
  // promises a size the server does not take.
  const megabytes = String(PHOTO_MAX_BYTES / 1024 / 1024);
  const hints = [
    ['account', 'signup.photo.hint'],
    ['members', 'my.upload.hint'],
  ] as const;
  for (const [ns, key] of hints)
    it(`${ns}:${key} names the server's limit in every locale`, () => {
      for (const locale of LOCALES) expect(read(locale, ns)[key], locale).toContain(megabytes);
    });
});
