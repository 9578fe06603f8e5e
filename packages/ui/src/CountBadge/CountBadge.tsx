import { formatBadgeCount } from '@amori/core';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './CountBadge.css';

export interface CountBadgeProps {
  count: number;
  /**
   * Accessible text, e.g. "5 unread messages": the visible number alone says too little. Leave
   * it out only when the control around the badge already names the count (its aria-label):
   * hidden text there would be read twice, and WCAG 2.5.3 wants the visible text in the name.
   */
  label?: string;
}

/** A count that shows `99+` above 99 and hides itself at 0. */
export function CountBadge({ count, label }: CountBadgeProps) {
  const text = formatBadgeCount(count);
  if (text === null) return null;
  return (
    <span className={styles.badge} data-count={count}>
      <span aria-hidden="true">{text}</span>
      {label ? <span className={visuallyHidden}>{label}</span> : null}
    </span>
  );
}
