import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { expect, it } from 'vitest';
import { MemberCards } from './MemberCards';
import { cards } from './members.fixtures';

const locales = path.resolve(import.meta.dirname, '../../../../locales/en');
const ns = (name: string) => JSON.parse(readFileSync(path.join(locales, `${name}.json`), 'utf8')) as object;
const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { members: ns('members'), common: ns('common') } },
  interpolation: { escapeValue: false },
});

it('a page of results preloads only the first view’s photos, ahead of its scripts', () => {
  // Photos served by the site, as on /members (React does not preload data: URLs).
  const members = cards(20).map((m) => ({
    ...m,
    main_image: { ...m.main_image!, thumb_filename: `/media/photos/${m.id}/thumb.webp` },
  }));
  const html = renderToString(
    <html lang="en">
      <head />
      <body>
        <I18nextProvider i18n={i18n}>
          <MemberCards members={members} hrefOf={(id) => `/members/${id}`} label="Members found" />
        </I18nextProvider>
      </body>
    </html>,
  );
  const preloaded = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
  expect(preloaded).toEqual(members.slice(0, 6).map((m) => `/media/photos/${m.id}/thumb.webp`));
  expect(html.match(/<img[^>]*loading="lazy"/g)).toHaveLength(14);
});
