/**
 * The route progress bar (spec point 9): it appears only when loading takes longer than the
 * throttle, so quick navigations show nothing, and it fills over at most the duration.
 */
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const PROGRESS_BAR_DURATION_MS = 5000;
