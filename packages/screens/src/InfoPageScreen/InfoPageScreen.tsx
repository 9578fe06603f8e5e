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

/** The translation group and the blocks of each information page. */
const CONTENT: Record<InfoPage, { key: string; blocks: readonly string[] }> = {
  terms: { key: 'terms', blocks: ['p1', 'p2', 'p3'] },
  privacy: { key: 'privacy', blocks: ['p1', 'p2'] },
  cookies: { key: 'cookies', blocks: ['p1', 'p2'] },
  ban: { key: 'ban', blocks: ['p1', 'p2'] },
  faq: { key: 'faq', blocks: ['q1', 'a1', 'q2', 'a2', 'q3', 'a3'] },
  'return-policy': { key: 'returnPolicy', blocks: ['p1', 'p2'] },
  service: { key: 'service', blocks: ['p1', 'p2'] },
  '2257-compliance-statement': { key: 'compliance2257', blocks: ['p1', 'p2'] },
};

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
  const { key, blocks } = CONTENT[page];
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
  const phoneHref = `tel:${cleanSupportPhone(supportPhone)}`;
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
        {blocks.map((block) =>
          block.startsWith('q') ? (
            <h2 key={block}>{text(`${key}.${block}`)}</h2>
          ) : (
            <p key={block}>{text(`${key}.${block}`)}</p>
          ),
        )}
        {company && <p>{text('operator')}</p>}
        <p>
          {t('contactLead')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a> ·{' '}
          <a href={phoneHref}>{supportPhone}</a>
        </p>
      </div>
    </article>
  );
}
