import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanSupportPhone, formatDate, singleFullStops, termsVersionDate, type InfoPage } from '@amori/core';
import * as styles from '../shared/page.css';

export interface InfoPageCompany {
  name: string;
  address: string;
  city: string;
  country: string;
  kvk: string;
  added: string;
  /** Other names the company trades under; none when absent. */
  tradenames?: readonly string[];
  vat_numbers?: readonly string[];
}

export interface InfoPageScreenProps {
  page: InfoPage;
  siteName: string;
  supportEmail: string;
  /** As the settings give it; shown as is and cleaned for the tel: link. */
  supportPhone: string;
  refundDays: number;
  /** The company behind the site; null while it loads or when unknown. */
  company: InfoPageCompany | null;
}

/** The translation group of each information page. */
const CONTENT_KEY: Record<InfoPage, string> = {
  terms: 'terms',
  privacy: 'privacy',
  cookies: 'cookies',
  ban: 'ban',
  faq: 'faq',
  'return-policy': 'returnPolicy',
  service: 'service',
  '2257-compliance-statement': 'compliance2257',
};

/** A page's section as the translations give it: a heading, then paragraphs, a list and questions. */
export interface InfoSection {
  heading: string;
  body?: string[];
  list?: string[];
  /** Paragraphs that follow the list (and refer to it). */
  note?: string[];
  questions?: { q: string; a: string }[];
}

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;

/**
 * The sections of a page, read defensively: a translation that lost its shape shows what is
 * still well formed instead of breaking the page.
 */
export function readSections(value: unknown): InfoSection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw): InfoSection[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const section = raw as Record<string, unknown>;
    if (typeof section.heading !== 'string') return [];
    const questions = Array.isArray(section.questions)
      ? section.questions.filter(
          (item): item is { q: string; a: string } =>
            typeof item === 'object' &&
            item !== null &&
            typeof (item as Record<string, unknown>).q === 'string' &&
            typeof (item as Record<string, unknown>).a === 'string',
        )
      : undefined;
    return [
      {
        heading: section.heading,
        body: strings(section.body),
        list: strings(section.list),
        note: strings(section.note),
        questions,
      },
    ];
  });
}

/** One of the eight information pages, filled with the site's and the company's details. */
export function InfoPageScreen({
  page,
  siteName,
  supportEmail,
  supportPhone,
  refundDays,
  company,
}: InfoPageScreenProps) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const key = CONTENT_KEY[page];
  const values = {
    site: siteName,
    company: company?.name ?? siteName,
    address: company?.address ?? '',
    city: company?.city ?? '',
    country: company?.country ?? '',
    kvk: company?.kvk ?? '',
    email: supportEmail,
    phone: supportPhone,
    days: refundDays,
  };
  // The company's name may end a sentence and end in a stop of its own ('B.V.').
  const text = (textKey: string) => singleFullStops(t(textKey, values));
  const sections = readSections(t(`${key}.sections`, { ...values, returnObjects: true }));
  const phoneHref = `tel:${cleanSupportPhone(supportPhone)}`;
  const contact = (
    <>
      <a href={`mailto:${supportEmail}`}>{supportEmail}</a> · <a href={phoneHref}>{supportPhone}</a>
    </>
  );
  return (
    <article className={styles.page} aria-labelledby={`${id}-title`} data-page={page}>
      <h1 id={`${id}-title`} className={styles.title}>
        {text(`${key}.title`)}
      </h1>
      {page === 'terms' && (
        <p className={styles.muted}>
          {t('version', { date: formatDate(termsVersionDate(company?.added), tc('dateLocale')) })}
        </p>
      )}
      <div className={styles.prose}>
        <p>{text(`${key}.intro`)}</p>
        {sections.map((section, index) => (
          <section key={index} className={styles.prose} aria-labelledby={`${id}-s${index}`}>
            <h2 id={`${id}-s${index}`}>{singleFullStops(section.heading)}</h2>
            {section.body?.map((paragraph, p) => (
              <p key={p}>{singleFullStops(paragraph)}</p>
            ))}
            {section.list && (
              <ul className={styles.list}>
                {section.list.map((item, i) => (
                  <li key={i}>{singleFullStops(item)}</li>
                ))}
              </ul>
            )}
            {section.note?.map((paragraph, p) => (
              <p key={p}>{singleFullStops(paragraph)}</p>
            ))}
            {section.questions?.map((question, q) => (
              <div key={q} className={styles.question}>
                <h3>{singleFullStops(question.q)}</h3>
                <p>{singleFullStops(question.a)}</p>
              </div>
            ))}
          </section>
        ))}
        <section className={styles.prose} aria-labelledby={`${id}-company`}>
          <h2 id={`${id}-company`}>{t('company.title')}</h2>
          {company ? (
            <dl className={styles.details}>
              <dt>{t('company.name')}</dt>
              <dd>{company.name}</dd>
              {company.tradenames && company.tradenames.length > 0 && (
                <>
                  <dt>{t('company.tradenames')}</dt>
                  <dd>{company.tradenames.join(', ')}</dd>
                </>
              )}
              <dt>{t('company.address')}</dt>
              <dd>{[company.address, company.city, company.country].filter(Boolean).join(', ')}</dd>
              <dt>{t('company.kvk')}</dt>
              <dd>{company.kvk}</dd>
              {company.vat_numbers && company.vat_numbers.length > 0 && (
                <>
                  <dt>{t('company.vat')}</dt>
                  <dd>{company.vat_numbers.join(', ')}</dd>
                </>
              )}
              <dt>{t('company.contact')}</dt>
              <dd>{contact}</dd>
            </dl>
          ) : (
            <p>
              {t('contactLead')} {contact}
            </p>
          )}
        </section>
      </div>
    </article>
  );
}
