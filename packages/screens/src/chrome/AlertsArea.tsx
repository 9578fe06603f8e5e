import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@amori/ui';
import { ScreenLink } from '../shared/ScreenLink';
import * as styles from './alerts.css';
import { TimeBonusCountdown } from './TimeBonusCountdown';

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
  const dismissable = (alert: DismissibleAlert) => ({
    onDismiss: () => onDismiss(alert),
    dismissLabel: t('alerts.dismiss'),
  });
  return (
    <section className={styles.area} aria-label={t('alerts.label')}>
      {timeBonusSecondsLeft !== null && (
        <Alert
          tone="info"
          actions={
            <ScreenLink href="/premium" className={styles.action}>
              {t('alerts.timeBonusCta')}
            </ScreenLink>
          }
        >
          <TimeBonusCountdown textKey="alerts.timeBonus" secondsLeft={timeBonusSecondsLeft} />
        </Alert>
      )}
      {activation && (
        <div role="status">
          <Alert tone="warning">{t('alerts.activation')}</Alert>
        </div>
      )}
      {profilePhoto && (
        <Alert
          tone="info"
          {...dismissable('profilePhoto')}
          actions={
            <ScreenLink href="/profile" className={styles.action}>
              {t('alerts.profilePhotoCta')}
            </ScreenLink>
          }
        >
          {t('alerts.profilePhoto')}
        </Alert>
      )}
      {push && (
        <Alert
          tone="info"
          {...dismissable('push')}
          actions={
            <Button variant="outline" size="small" onPress={onEnablePush}>
              {t('alerts.pushCta')}
            </Button>
          }
        >
          {t('alerts.push')}
        </Alert>
      )}
      {disabledNotifications && (
        <Alert
          tone="warning"
          {...dismissable('disabledNotifications')}
          actions={
            <ScreenLink href="/notifications" className={styles.action}>
              {t('alerts.disabledNotificationsCta')}
            </ScreenLink>
          }
        >
          {t('alerts.disabledNotifications')}
        </Alert>
      )}
    </section>
  );
}
