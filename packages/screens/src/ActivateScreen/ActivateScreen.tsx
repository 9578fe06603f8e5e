import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ButtonLink } from '@amori/ui';
import * as styles from '../shared/page.css';
import { ScreenLinkComponent } from '../shared/ScreenLink';

export interface ActivateScreenProps {
  /** `/activate/done` or `/activate/error`. */
  outcome: 'done' | 'error';
  continueHref: string;
  supportEmail: string;
}

/** The end of the activation link: confirmed, or 'Activation failed; something went wrong, contact support'. */
export function ActivateScreen({ outcome, continueHref, supportEmail }: ActivateScreenProps) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {outcome === 'done' ? t('activate.doneTitle') : t('activate.errorTitle')}
      </h1>
      {outcome === 'done' ? (
        <>
          <Alert tone="success">{t('activate.doneBody')}</Alert>
          <ButtonLink variant="primary" href={continueHref} LinkComponent={ScreenLinkComponent}>
            {t('activate.continue')}
          </ButtonLink>
        </>
      ) : (
        <>
          <Alert tone="danger">{t('activate.error')}</Alert>
          <p>
            <a className={styles.link} href={`mailto:${supportEmail}`}>
              {t('activate.contact')}: {supportEmail}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
