import { useTranslation } from 'react-i18next';
import * as styles from '../shared/page.css';
import { ScreenLink } from '../shared/ScreenLink';

export interface ErrorScreenProps {
  /** HTTP status; 500 when unknown (spec point 8). */
  status?: number;
  /**
   * What went wrong: a message of the route error; without one, 404 says 'This page could not
   * be found', anything else 'Error' (spec point 2), with the generic message under it.
   */
  message?: string | null;
  homeHref: string;
}

/** The error page: a message, the status code, and for 404 a way back home. */
export function ErrorScreen({ status = 500, message, homeHref }: ErrorScreenProps) {
  const { t } = useTranslation('errors');
  const text = message || (status === 404 ? t('notFound') : t('defaultMessage'));
  const explain = !message && status !== 404;
  return (
    <section className={styles.page} aria-labelledby="error-title" data-status={status}>
      <p className={styles.muted}>{t('statusLabel', { status })}</p>
      <h1 id="error-title" className={styles.title}>
        {text}
      </h1>
      {explain ? <p>{t('generic')}</p> : null}
      <p>
        <ScreenLink className={styles.link} href={homeHref}>
          {t('backHome')}
        </ScreenLink>
      </p>
    </section>
  );
}

/** Shown when rendering the error page itself failed. */
export function NestedErrorScreen({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation('errors');
  return (
    <section className={styles.page} aria-labelledby="nested-error-title">
      <h1 id="nested-error-title" className={styles.title}>
        {t('nested')}
      </h1>
      <p>
        <a className={styles.link} href={homeHref}>
          {t('goHome')}
        </a>
      </p>
    </section>
  );
}
