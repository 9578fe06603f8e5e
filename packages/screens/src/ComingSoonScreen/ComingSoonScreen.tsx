import { useTranslation } from 'react-i18next';
import * as styles from '../shared/page.css';
import { ScreenLink } from '../shared/ScreenLink';

export interface ComingSoonScreenProps {
  homeHref: string;
}

/** A route that has no screen yet: it exists, says so, and links home (not a 404). */
export function ComingSoonScreen({ homeHref }: ComingSoonScreenProps) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.page} aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className={styles.title}>
        {t('comingSoon.title')}
      </h1>
      <p className={styles.muted}>{t('comingSoon.body')}</p>
      <p>
        <ScreenLink className={styles.link} href={homeHref}>
          {t('comingSoon.home')}
        </ScreenLink>
      </p>
    </section>
  );
}
