import { useTranslation } from 'react-i18next';
import { Button } from '@amori/ui';
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
  onSignup: () => void;
  onLogin: () => void;
  onSearch?: () => void;
  onMessages?: () => void;
}

/** The home page for visitors: who the site is for, and the way in. */
export function IndexScreen({
  siteName,
  indexTitle,
  description,
  member,
  onSignup,
  onLogin,
  onSearch,
  onMessages,
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
          <Button variant="primary" size="large" onPress={onSearch}>
            {t('index.searchCta')}
          </Button>
          <Button variant="outline" size="large" onPress={onMessages}>
            {t('index.messagesCta')}
          </Button>
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
        <Button variant="primary" size="large" onPress={onSignup}>
          {t('index.signupCta')}
        </Button>
        <Button variant="outline" size="large" onPress={onLogin}>
          {t('index.loginCta')}
        </Button>
      </div>
    </section>
  );
}
