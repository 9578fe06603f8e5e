import type { ReactNode } from 'react';
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Alert.css';

export const alertTones = ['info', 'success', 'warning', 'danger'] as const;
export type AlertTone = (typeof alertTones)[number];

const icons: Record<AlertTone, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckIcon />,
  warning: <WarningIcon />,
  danger: <WarningIcon />,
};

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links, e.g. "Add a photo". */
  actions?: ReactNode;
  /** Shows a close button; the parent removes the alert (and may remember the dismissal). */
  onDismiss?: () => void;
  /** Accessible name of the close button, e.g. "Dismiss"; required with `onDismiss`. */
  dismissLabel?: string;
  /** Full-width banner (top of the page) instead of a boxed alert. */
  banner?: boolean;
  /**
   * Announce it when it appears: danger and warning as `role="alert"`, others as
   * `role="status"`. Leave off for alerts present when the page loads.
   */
  announce?: boolean;
}

/** An inline message or page banner in one of four tones, optionally dismissible. */
export function Alert({
  tone = 'info',
  title,
  children,
  actions,
  onDismiss,
  dismissLabel,
  banner = false,
  announce = false,
}: AlertProps) {
  const role = announce ? (tone === 'danger' || tone === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <div
      role={role}
      className={`${styles.alert} ${styles.tone[tone]} ${banner ? styles.banner : ''}`}
      data-tone={tone}
      data-banner={banner || undefined}
    >
      <span className={`${styles.icon} ${styles.iconTone[tone]}`} aria-hidden="true">
        {icons[tone]}
      </span>
      <div className={styles.main}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {onDismiss && dismissLabel ? (
        <span className={styles.dismiss}>
          <IconButton label={dismissLabel} icon={<CloseIcon />} size="small" onPress={onDismiss} />
        </span>
      ) : null}
    </div>
  );
}

export type BannerProps = Omit<AlertProps, 'banner'>;

/** A full-width page banner (an Alert with `banner`), e.g. the activation or time-bonus banners. */
export function Banner(props: BannerProps) {
  return <Alert {...props} banner />;
}
