import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink } from '@amori/ui';
import { accountErrorText, type AccountError } from '../account/errors';
import * as styles from '../shared/page.css';
import { ScreenLinkComponent } from '../shared/ScreenLink';

export interface MailChangeScreenProps {
  status: 'ready' | 'submitting' | 'done' | 'error';
  error: AccountError | null;
  /** The address now in use (done). */
  email?: string;
  onConfirm: () => void;
  settingsHref: string;
}

/** `/mail-change/do?token=...`: confirms the new address with a click (a mail scanner's visit changes nothing). */
export function MailChangeScreen({ status, error, email, onConfirm, settingsHref }: MailChangeScreenProps) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const id = useId();
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('mailChange.title')}
      </h1>
      {status === 'done' ? (
        <>
          <Alert tone="success" announce>
            {t('mailChange.done', { email })}
          </Alert>
          <ButtonLink variant="primary" href={settingsHref} LinkComponent={ScreenLinkComponent}>
            {t('mailChange.settings')}
          </ButtonLink>
        </>
      ) : (
        <>
          {status === 'error' && error ? (
            <Alert tone="danger" announce>
              {accountErrorText(t, te, error)}
            </Alert>
          ) : (
            <p className={styles.muted}>{t('mailChange.body')}</p>
          )}
          {status !== 'error' && (
            <div>
              <Button variant="primary" size="large" onPress={onConfirm} isDisabled={status === 'submitting'}>
                {status === 'submitting' ? t('mailChange.confirming') : t('mailChange.confirm')}
              </Button>
            </div>
          )}
          {status === 'error' && (
            <ButtonLink variant="outline" href={settingsHref} LinkComponent={ScreenLinkComponent}>
              {t('mailChange.settings')}
            </ButtonLink>
          )}
        </>
      )}
    </section>
  );
}
