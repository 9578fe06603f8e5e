import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@amori/core';
import { ComplaintsScreen } from './ComplaintsScreen';
import { serverI18n } from '../shared/serverI18n.testing';
import { complaintsFixture } from './ComplaintsScreen.fixtures';

/** The form's labels alone are some 40 words; the procedure under it brings the page past this. */
const MIN_WORDS = 100;

const i18n = await serverI18n(['support', 'errors', 'common'], LOCALES);

const textOf = (html: string) =>
  html
    .replace(/<(option)[^>]*>[^<]*<\/option>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&quot;|&amp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the complaints page in every locale', () => {
  for (const locale of LOCALES)
    it(`${locale}: the form, then how a complaint is handled and by which company`, () => {
      const html = renderToString(
        <I18nextProvider i18n={i18n.cloneInstance({ lng: locale })}>
          <ComplaintsScreen {...complaintsFixture} onSubmit={() => {}} />
        </I18nextProvider>,
      );
      const text = textOf(html);
      expect(text.split(' ').filter((word) => /\p{L}/u.test(word)).length, text).toBeGreaterThanOrEqual(
        MIN_WORDS,
      );
      expect(text).toContain(`${complaintsFixture.company.name}, ${complaintsFixture.company.address}`);
      expect(text).not.toMatch(/\{\{|\}\}|procedure\./);
      expect(text).not.toContain('B.V..');
      expect([...html.matchAll(/<li\b/g)]).toHaveLength(4);
      expect([...html.matchAll(/<h([1-6])\b/g)].map((m) => m[1])).toEqual(['1', '2']);
    });
});
