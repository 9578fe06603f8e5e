import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNERS_AT_ONCE, type Banner } from '@amori/core';
import { Alert, Button } from '@amori/ui';
import { ScreenLink } from '../shared/ScreenLink';
import * as styles from './alerts.css';
import { TimeBonusCountdown } from './TimeBonusCountdown';

export type DismissibleAlert = 'profilePhoto' | 'push' | 'disabledNotifications';

export interface AlertsAreaProps {
  /**
   * The banners to show, most important first, as @amori/core `bannersToShow` picks them for a
   * wide screen (`BANNERS_AT_ONCE.wide`). A phone shows the first `BANNERS_AT_ONCE.phone` of them.
   */
  banners: readonly Banner[];
  /** Seconds left of the time bonus (its banner shows only with them). */
  timeBonusSecondsLeft: number | null;
  onDismiss: (alert: DismissibleAlert) => void;
  onEnablePush: () => void;
}

/**
 * The warning banners of the default layout: which ones, and in which order, is decided by
 * @amori/core (`visibleAlerts`, `bannersToShow`). Below the md breakpoint those past the phone's
 * room are not displayed (CSS, so the server's HTML is the same for every screen); dismissing one
 * brings the next.
 */
export function AlertsArea({ banners, timeBonusSecondsLeft, onDismiss, onEnablePush }: AlertsAreaProps) {
  const { t } = useTranslation('nav');
  const dismissable = (alert: DismissibleAlert) => ({
    onDismiss: () => onDismiss(alert),
    dismissLabel: t('alerts.dismiss'),
  });
  const render = (banner: Banner): ReactNode => {
    switch (banner) {
      case 'timeBonus':
        return timeBonusSecondsLeft === null ? null : (
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
        );
      case 'activation':
        return (
          <div role="status">
            <Alert tone="warning">{t('alerts.activation')}</Alert>
          </div>
        );
      case 'profilePhoto':
        return (
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
        );
      case 'push':
        return (
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
        );
      case 'disabledNotifications':
        return (
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
        );
    }
  };
  const shown = banners.flatMap((banner) => {
    const node = render(banner);
    return node ? [{ banner, node }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section className={styles.area} aria-label={t('alerts.label')}>
      {shown.map(({ banner, node }, index) => (
        <div
          key={banner}
          className={index < BANNERS_AT_ONCE.phone ? undefined : styles.widerOnly}
          data-banner={banner}
        >
          {node}
        </div>
      ))}
    </section>
  );
}
