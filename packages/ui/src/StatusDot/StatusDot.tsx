import * as styles from './StatusDot.css';

export const statusDotStatuses = ['online', 'offline'] as const;
export type StatusDotStatus = (typeof statusDotStatuses)[number];
export const statusDotSizes = ['small', 'medium', 'large'] as const;
export type StatusDotSize = (typeof statusDotSizes)[number];

export interface StatusDotProps {
  status: StatusDotStatus;
  /** Accessible text, e.g. "Online" or "Anna is online". */
  label: string;
  size?: StatusDotSize;
}

/** A presence dot: filled green when online, an empty ring when offline. */
export function StatusDot({ status, label, size = 'medium' }: StatusDotProps) {
  return (
    <span
      role="img"
      aria-label={label}
      data-status={status}
      className={`${styles.dot} ${styles.status[status]} ${styles.size[size]}`}
    />
  );
}
