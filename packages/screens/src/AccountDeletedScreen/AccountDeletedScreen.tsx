import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink } from '@amori/ui';
import * as styles from '../shared/page.css';
import { ScreenLinkComponent } from '../shared/ScreenLink';

export interface AccountDeletedScreenProps {
  /**
   * deleted: just deleted (the mail is on its way); reactivate: opened from the mailed link;
   * reactivated: back again; invalid: the link expired (after 14 days) or was used.
   */
  status: 'deleted' | 'reactivate' | 'reactivating' | 'reactivated' | 'invalid';
  onReactivate: () => void;
  loginHref: string;
  homeHref: string;
}

/** `/account-deleted`: what happens now, and the reactivation link's page. */
export function AccountDeletedScreen({
  status,
  onReactivate,
  loginHref,
  homeHref,
}: AccountDeletedScreenProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const reactivating = status === 'reactivate' || status === 'reactivating';
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {reactivating || status === 'reactivated' ? t('deleted.reactivateTitle') : t('deleted.title')}
      </h1>
      {status === 'deleted' && <p>{t('deleted.body')}</p>}
      {reactivating && (
        <>
          <p>{t('deleted.reactivateBody')}</p>
          <div>
            <Button
              variant="primary"
              size="large"
              onPress={onReactivate}
              isDisabled={status === 'reactivating'}
            >
              {status === 'reactivating' ? t('deleted.reactivating') : t('deleted.reactivate')}
            </Button>
          </div>
        </>
      )}
      {status === 'reactivated' && (
        <>
          <Alert tone="success" announce>
            {t('deleted.reactivated')}
          </Alert>
          <ButtonLink variant="primary" href={loginHref} LinkComponent={ScreenLinkComponent}>
            {t('deleted.login')}
          </ButtonLink>
        </>
      )}
      {status === 'invalid' && (
        <Alert tone="danger" announce>
          {t('errors.linkInvalid')}
        </Alert>
      )}
      {status !== 'reactivated' && (
        <p>
          <ButtonLink variant="outline" href={homeHref} LinkComponent={ScreenLinkComponent}>
            {t('deleted.home')}
          </ButtonLink>
        </p>
      )}
    </section>
  );
}
