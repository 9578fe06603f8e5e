import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@amori/ui';
import { ScreenLinkComponent } from '../shared/ScreenLink';
import * as styles from './IndexScreen.css';

export interface IndexScreenProps {
  /** The site's name, from settings. */
  siteName: string;
  /** The site's index title, from settings. */
  indexTitle: string;
  /** The site's description, from settings. */
  description: string;
  /** The logged-in member; absent for a visitor. */
  member?: { name: string } | null;
  /** Where the ways in lead (links: they navigate, so they open in a new tab too). */
  signupHref: string;
  loginHref: string;
  /** Where a member's shortcuts lead. */
  searchHref: string;
  messagesHref: string;
}

/** The home page for visitors: who the site is for, and the way in. */
export function IndexScreen({
  siteName,
  indexTitle,
  description,
  member,
  signupHref,
  loginHref,
  searchHref,
  messagesHref,
}: IndexScreenProps) {
  const { t } = useTranslation('common');
  if (member) {
    return (
      <section className={styles.hero} aria-labelledby="index-title">
        <p className={styles.eyebrow}>{siteName}</p>
        <h1 id="index-title" className={styles.title}>
          {t('index.welcome', { name: member.name })}
        </h1>
        <p className={styles.lead}>{t('index.memberLead')}</p>
        <div className={styles.actions}>
          <ButtonLink variant="primary" size="large" href={searchHref} LinkComponent={ScreenLinkComponent}>
            {t('index.searchCta')}
          </ButtonLink>
          <ButtonLink variant="outline" size="large" href={messagesHref} LinkComponent={ScreenLinkComponent}>
            {t('index.messagesCta')}
          </ButtonLink>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.hero} aria-labelledby="index-title">
      <p className={styles.eyebrow}>{siteName}</p>
      <h1 id="index-title" className={styles.title}>
        {indexTitle}
      </h1>
      <p className={styles.lead}>{description}</p>
      <div className={styles.actions}>
        <ButtonLink variant="primary" size="large" href={signupHref} LinkComponent={ScreenLinkComponent}>
          {t('index.signupCta')}
        </ButtonLink>
        <ButtonLink variant="outline" size="large" href={loginHref} LinkComponent={ScreenLinkComponent}>
          {t('index.loginCta')}
        </ButtonLink>
      </div>
    </section>
  );
}
