import { formatBadgeCount } from '@amori/core';
import * as styles from './CountBadge.css';

export interface CountBadgeProps {
  count: number;
  /** Accessible text, e.g. "5 unread messages"; the visible number alone says too little. */
  label: string;
}

/** A count that shows `99+` above 99 and hides itself at 0. */
export function CountBadge({ count, label }: CountBadgeProps) {
  const text = formatBadgeCount(count);
  if (text === null) return null;
  return (
    <span className={styles.badge} data-count={count}>
      <span aria-hidden="true">{text}</span>
      <span style={visuallyHidden}>{label}</span>
    </span>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
