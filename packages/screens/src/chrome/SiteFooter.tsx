import { useTranslation } from 'react-i18next';
import { ScreenLink } from '../shared/ScreenLink';
import * as styles from './chrome.css';

export interface FooterCompany {
  name: string;
  address: string;
  city: string;
  country: string;
  kvk: string;
  vat_numbers: readonly string[];
}

export interface SiteFooterProps {
  siteName: string;
  company: FooterCompany | null;
  /** The US compliance line, for the English locale. */
  showUsNotice: boolean;
}

const LINKS = [
  ['terms', '/pages/terms'],
  ['privacy', '/pages/privacy'],
  ['cookies', '/pages/cookies'],
  ['ban', '/pages/ban'],
  ['pricing', '/pricing'],
  ['complaints', '/complaints'],
  ['returns', '/pages/return-policy'],
  ['faq', '/pages/faq'],
  ['service', '/pages/service'],
] as const;

/** Footer: the information links, company info and the disclaimer. */
// TODO(ui): use <Footer> when it lands
export function SiteFooter({ siteName, company, showUsNotice }: SiteFooterProps) {
  const { t } = useTranslation('nav');
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')}>
        <ul className={styles.footerLinks}>
          {LINKS.map(([key, href]) => (
            <li key={key}>
              <ScreenLink href={href} className={styles.footerLink}>
                {t(`footer.${key}`)}
              </ScreenLink>
            </li>
          ))}
        </ul>
      </nav>
      {company && (
        <p className={styles.small}>
          {t('footer.company', {
            name: company.name,
            address: company.address,
            city: company.city,
            country: company.country,
          })}{' '}
          · {t('footer.kvk', { kvk: company.kvk })}
          {company.vat_numbers.length > 0 && (
            <> · {t('footer.vat', { vat: company.vat_numbers.join(', ') })}</>
          )}
        </p>
      )}
      <p className={styles.small}>{t('footer.disclaimer', { site: siteName })}</p>
      {showUsNotice && (
        <p className={styles.small}>
          <ScreenLink href="/pages/2257-compliance-statement" className={styles.footerLink}>
            {t('footer.usNotice')}
          </ScreenLink>
        </p>
      )}
    </footer>
  );
}
