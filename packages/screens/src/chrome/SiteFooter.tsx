import { useTranslation } from 'react-i18next';
import { footerVariant, type BodyStates } from '@amori/core';
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
  /** The body states (spec point 9): logged in, index page, installed app. */
  states?: BodyStates;
}

const VISITOR_ON_INDEX: BodyStates = { loggedIn: false, indexPage: true, installedApp: false };
/** Links that sell: left out inside the installed app. */
const MARKETING = new Set(['pricing']);

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
  ['langConfig', '/lang-config'],
] as const;

const renderLink: RenderLink = (props) => <ScreenLink {...props} />;

/**
 * Footer (the library Footer): the information links, company info and the disclaimer, as the
 * body states have it (core's footerVariant): compact for members and in the installed app, no
 * marketing links in the installed app, the disclaimer for visitors, a link home off the index.
 */
export function SiteFooter({ siteName, company, showUsNotice, states = VISITOR_ON_INDEX }: SiteFooterProps) {
  const { t } = useTranslation('nav');
  const variant = footerVariant(states);
  const links = LINKS.filter(([key]) => variant.marketingLinks || !MARKETING.has(key)).map(([key, href]) => ({
    id: key,
    href,
    label: t(`footer.${key}`),
  }));
  return (
    <Footer
      compact={variant.compact}
      linksLabel={t('footer.label')}
      links={
        variant.homeLink
          ? [{ id: 'home', href: '/', label: t('header.home', { site: siteName }) }, ...links]
          : links
      }
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
      disclaimer={variant.disclaimer ? t('footer.disclaimer', { site: siteName }) : undefined}
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
