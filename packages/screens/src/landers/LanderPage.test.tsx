import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { cards } from '../shared/members.fixtures';
import { serverI18n } from '../shared/serverI18n.testing';
import { LANDER_DEFINITIONS } from './definitions';
import { LanderPage } from './LanderPage';
import { landerMemberOf } from './types';

const i18n = await serverI18n(['landers', 'members', 'common']);
const members = cards(12).map(landerMemberOf);

describe('LanderPage on the server', () => {
  for (const [route, definition] of Object.entries(LANDER_DEFINITIONS)) {
    it(`${route}: renders its content to HTML, with no copy key left untranslated`, () => {
      const featured = definition.featureMember ? members[0]! : null;
      const html = renderToString(
        <I18nextProvider i18n={i18n}>
          <LanderPage
            definition={definition}
            members={featured ? members.slice(1) : members}
            featured={featured}
            country="NL"
            signupHref="/signup"
            signup={<p>signup</p>}
          />
        </I18nextProvider>,
      );
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      // A key that is not in locales/en/landers.json would show as itself ("gallery.title").
      expect(html).not.toMatch(/>\s*[a-z]+\.[a-zA-Z0-9]+\s*</);
    });
  }

  it('picks the slug’s variant: its copy', () => {
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <LanderPage
          definition={LANDER_DEFINITIONS['landers-alonetonight-slug']}
          slug="men"
          members={members}
          signupHref="/signup"
        />
      </I18nextProvider>,
    );
    expect(html).toContain('Men near you are online tonight');
  });

  it('loads the first picture of the page at once: a gallery’s first row when the hero has none', () => {
    const render = (route: keyof typeof LANDER_DEFINITIONS) =>
      renderToString(
        <I18nextProvider i18n={i18n}>
          <LanderPage
            definition={LANDER_DEFINITIONS[route]}
            members={members.slice(1)}
            featured={LANDER_DEFINITIONS[route].featureMember ? members[0]! : null}
            signupHref="/signup"
          />
        </I18nextProvider>,
      );
    const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    const eager = (html: string) => images(html).filter((img) => img.includes('loading="eager"'));

    // /landers/gallery: a hero without a picture, then the gallery (2 columns on a phone).
    const gallery = render('landers-gallery-slug');
    expect(eager(gallery)).toHaveLength(2);
    expect(eager(gallery).every((img) => /fetchPriority="high"/i.test(img))).toBe(true);
    expect(images(gallery).length).toBeGreaterThan(2);
    // /members/{id}/landing: the hero's member is the first picture; the gallery waits.
    const landing = render('members-id-landing');
    expect(eager(landing)).toHaveLength(1);
  });
});
