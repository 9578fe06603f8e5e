import { useTranslation } from 'react-i18next';
import { Footer, type RenderLink } from '@amori/ui';
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

const renderLink: RenderLink = (props) => <ScreenLink {...props} />;

/** Footer: the information links, company info and the disclaimer (the library Footer). */
export function SiteFooter({ siteName, company, showUsNotice }: SiteFooterProps) {
  const { t } = useTranslation('nav');
  return (
    <Footer
      linksLabel={t('footer.label')}
      links={LINKS.map(([key, href]) => ({ id: key, href, label: t(`footer.${key}`) }))}
      renderLink={renderLink}
      company={
        company ? (
          <>
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
          </>
        ) : undefined
      }
      disclaimer={t('footer.disclaimer', { site: siteName })}
      extra={
        showUsNotice ? (
          <ScreenLink href="/pages/2257-compliance-statement" className={styles.footerLink}>
            {t('footer.usNotice')}
          </ScreenLink>
        ) : undefined
      }
    />
  );
}
