/** Count badges cap at 99+ (spec point 9). */
export const BADGE_CAP = 99;

/**
 * The text a count badge shows: nothing at 0 (the badge is hidden), the number up to 99,
 * `99+` above.
 */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/** The credits badge shows the balance at 10 credits or fewer (spec point 2). */
export const CREDITS_BADGE_THRESHOLD = 10;

export type CreditsBadgeTone = 'warning' | 'danger';

/**
 * Whether the credits badge shows, and in which tone: warning above 0, danger at 0;
 * `null` when the balance is above the threshold (no badge).
 */
export function creditsBadgeTone(credits: number): CreditsBadgeTone | null {
  if (credits > CREDITS_BADGE_THRESHOLD) return null;
  return credits > 0 ? 'warning' : 'danger';
}
