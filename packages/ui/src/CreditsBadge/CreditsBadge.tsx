import { creditsBadgeTone } from '@amori/core';
import { CreditIcon } from '../Icon/icons';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './CreditsBadge.css';

export interface CreditsBadgeProps {
  /** The member's balance. */
  credits: number;
  /** Accessible text, e.g. "3 credits left"; the number alone says too little. */
  label: string;
  /** Shows the credit icon before the number. */
  showIcon?: boolean;
}

/**
 * The balance beside "Credits" in the navigation: shown at 10 credits or fewer, in the warning
 * tone above 0 and the danger tone at 0; hidden above 10 (rules from @amori/core).
 */
export function CreditsBadge({ credits, label, showIcon = false }: CreditsBadgeProps) {
  const tone = creditsBadgeTone(credits);
  if (tone === null) return null;
  const shown = Math.max(0, Math.floor(credits));
  return (
    <span className={`${styles.badge} ${styles.tone[tone]}`} data-tone={tone} data-credits={shown}>
      <span aria-hidden="true">
        {showIcon ? <CreditIcon /> : null}
        {shown}
      </span>
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
