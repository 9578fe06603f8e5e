import { MODERATION_ACTIONS } from './moderation';

/**
 * Where a profile photo stands: `shown` to everyone; `waiting` for a moderator's approval (the
 * site approves new photos first); `hidden` by a moderator's action; `rejected` in the photo
 * queue. Only a shown photo is ever seen by others or is a profile's main picture; the owner
 * sees all of theirs, marked.
 */
export const PHOTO_STATES = ['shown', 'waiting', 'hidden', 'rejected'] as const;
export type PhotoState = (typeof PHOTO_STATES)[number];

/** How a new photo starts: waiting when the site approves photos first, else shown at once. */
export function newPhotoState(approvalFirst: boolean): PhotoState {
  return approvalFirst ? 'waiting' : 'shown';
}

/**
 * Every kind of row the append-only action log holds: the actions on reports, and the rejection
 * of a waiting photo in the photo queue (a restriction, so it owes a statement of reasons; an
 * approval restricts nothing and is not logged).
 */
export const LOGGED_ACTIONS = [...MODERATION_ACTIONS, 'reject_photo'] as const;
export type LoggedAction = (typeof LOGGED_ACTIONS)[number];

/**
 * The median of a list of numbers: the middle value, or the mean of the two middle ones; null for
 * an empty list. The transparency report gives the median time from report to action, which one
 * slow case does not skew as a mean would.
 */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
