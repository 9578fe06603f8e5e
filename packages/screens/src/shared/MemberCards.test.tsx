import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { expect, it } from 'vitest';
import { MemberCards } from './MemberCards';
import { cards } from './members.fixtures';
import { serverI18n } from './serverI18n.testing';

const i18n = await serverI18n(['members', 'common']);

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
