import { useTranslation } from 'react-i18next';
import { formatCountdown } from '@amori/core';
import { Button, CloseIcon } from '@amori/ui';
import { ScreenLink } from '../shared/ScreenLink';
import * as styles from './alerts.css';

export type DismissibleAlert = 'profilePhoto' | 'push' | 'disabledNotifications';

export interface AlertsAreaProps {
  /** Seconds left of the time bonus; null when it does not run. */
  timeBonusSecondsLeft: number | null;
  profilePhoto: boolean;
  push: boolean;
  disabledNotifications: boolean;
  activation: boolean;
  onDismiss: (alert: DismissibleAlert) => void;
  onEnablePush: () => void;
}

/** The warning banners of the default layout (which ones show is decided by @amori/core). */
// TODO(ui): use <Alert> when it lands
export function AlertsArea({
  timeBonusSecondsLeft,
  profilePhoto,
  push,
  disabledNotifications,
  activation,
  onDismiss,
  onEnablePush,
}: AlertsAreaProps) {
  const { t } = useTranslation('nav');
  const any = timeBonusSecondsLeft !== null || profilePhoto || push || disabledNotifications || activation;
  if (!any) return null;
  const dismiss = (alert: DismissibleAlert) => (
    <Button variant="ghost" size="small" aria-label={t('alerts.dismiss')} onPress={() => onDismiss(alert)}>
      <CloseIcon />
    </Button>
  );
  return (
    <section className={styles.area} aria-label={t('alerts.label')}>
      {timeBonusSecondsLeft !== null && (
        <div className={styles.alert} data-tone="primary" data-alert="time-bonus">
          <p className={styles.text}>
            {t('alerts.timeBonus', { time: formatCountdown(timeBonusSecondsLeft) })}
          </p>
          <ScreenLink href="/premium" className={styles.action}>
            {t('alerts.timeBonusCta')}
          </ScreenLink>
        </div>
      )}
      {activation && (
        <div className={styles.alert} data-tone="warning" data-alert="activation" role="status">
          <p className={styles.text}>{t('alerts.activation')}</p>
        </div>
      )}
      {profilePhoto && (
        <div className={styles.alert} data-tone="info" data-alert="profile-photo">
          <p className={styles.text}>{t('alerts.profilePhoto')}</p>
          <ScreenLink href="/profile" className={styles.action}>
            {t('alerts.profilePhotoCta')}
          </ScreenLink>
          {dismiss('profilePhoto')}
        </div>
      )}
      {push && (
        <div className={styles.alert} data-tone="info" data-alert="push">
          <p className={styles.text}>{t('alerts.push')}</p>
          <Button variant="outline" size="small" onPress={onEnablePush}>
            {t('alerts.pushCta')}
          </Button>
          {dismiss('push')}
        </div>
      )}
      {disabledNotifications && (
        <div className={styles.alert} data-tone="warning" data-alert="disabled-notifications">
          <p className={styles.text}>{t('alerts.disabledNotifications')}</p>
          <ScreenLink href="/notifications" className={styles.action}>
            {t('alerts.disabledNotificationsCta')}
          </ScreenLink>
          {dismiss('disabledNotifications')}
        </div>
      )}
    </section>
  );
}
