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
  onSignup: () => void;
  onLogin: () => void;
}

/** The home page for visitors: who the site is for, and the way in. */
export function IndexScreen({ siteName, indexTitle, description, onSignup, onLogin }: IndexScreenProps) {
  const { t } = useTranslation('common');
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
