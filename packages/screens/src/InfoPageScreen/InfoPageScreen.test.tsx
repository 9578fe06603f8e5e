import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { INFO_PAGES, LOCALES, type InfoPage, type Locale } from '@amori/core';
import { InfoPageScreen, readSections } from './InfoPageScreen';
import { serverI18n } from '../shared/serverI18n.testing';
import { infoPageFixture } from './InfoPageScreen.fixtures';

/** Fewer words than this and a page reads as a placeholder, not as an operator's own text. */
const MIN_WORDS = 120;
const MIN_FAQ_QUESTIONS = 12;

const i18n = await serverI18n(['pages', 'common'], LOCALES);

function render(locale: Locale, page: InfoPage): string {
  const instance = i18n.cloneInstance({ lng: locale });
  return renderToString(
    <I18nextProvider i18n={instance}>
      <InfoPageScreen {...infoPageFixture} page={page} />
    </I18nextProvider>,
  );
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&quot;|&amp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const words = (text: string) => text.split(' ').filter((word) => /\p{L}/u.test(word)).length;
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));

describe('the information pages in every locale', () => {
  for (const locale of LOCALES)
    for (const page of INFO_PAGES)
      it(`${locale} ${page}: a full page with the company's details, headings in order`, () => {
        const html = render(locale, page);
        const text = textOf(html);
        expect(words(text), text).toBeGreaterThanOrEqual(MIN_WORDS);
        expect(text).toContain(infoPageFixture.company.name);
        expect(text).toContain(infoPageFixture.company.kvk);
        // Every placeholder filled, every key found (a missing key shows as itself).
        expect(text).not.toMatch(/\{\{|\}\}/);
        expect(text).not.toMatch(/\b(sections|title|intro)\.\w/);
        expect(text).not.toContain('B.V..');
        // One h1, then sections; a level is never skipped on the way down.
        const levels = headingLevels(html);
        expect(levels[0]).toBe(1);
        expect(levels.filter((level) => level === 1)).toHaveLength(1);
        for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
        expect(levels.filter((level) => level === 2).length).toBeGreaterThanOrEqual(3);
      });

  it(`the FAQ answers at least ${MIN_FAQ_QUESTIONS} questions in every locale`, () => {
    for (const locale of LOCALES) {
      const sections = readSections(i18n.getFixedT(locale, 'pages')('faq.sections', { returnObjects: true }));
      const questions = sections.flatMap((section) => section.questions ?? []);
      expect(questions.length, locale).toBeGreaterThanOrEqual(MIN_FAQ_QUESTIONS);
    }
  });

  it('are translated: no locale repeats the English text of a page', () => {
    for (const page of INFO_PAGES) {
      const english = textOf(render('en', page));
      for (const locale of LOCALES.filter((l) => l !== 'en'))
        expect(textOf(render(locale, page)), `${locale} ${page}`).not.toBe(english);
    }
  });

  it('name every cookie the site sets', () => {
    const text = textOf(render('en', 'cookies'));
    for (const cookie of [
      'auth.session',
      'amori_device',
      'i18n_redirected',
      'selected_country',
      'site_entry_accepted',
      'fonts_cached',
      'amori_tracking',
    ])
      expect(text).toContain(cookie);
  });

  it('shows the contact line alone while the company is not known', () => {
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <InfoPageScreen {...infoPageFixture} page="terms" company={null} />
      </I18nextProvider>,
    );
    expect(textOf(html)).toContain('Questions? Contact customer service: support@amori.example');
    expect(html).not.toContain('<dl');
  });
});

describe('readSections', () => {
  it('keeps what is well formed and drops the rest', () => {
    expect(
      readSections([
        { heading: 'A', body: ['one'], list: ['x', 2], questions: [{ q: 'Q', a: 'A' }, { q: 'no answer' }] },
        { body: ['no heading'] },
        'text',
      ]),
    ).toEqual([
      { heading: 'A', body: ['one'], list: undefined, note: undefined, questions: [{ q: 'Q', a: 'A' }] },
    ]);
    expect(readSections('faq.sections')).toEqual([]);
  });
});
