import {
  cookieString,
  extractTracking,
  TRACKING_STORAGE_KEY,
  withoutTracking,
  type TrackingRecord,
} from '@amori/core';

/** Cookie holding the tracking record, so server loaders (search access) see the network. */
export const TRACKING_COOKIE = 'amori_tracking';
const MAX_AGE = 30 * 86_400;

/** The saved tracking record (sent with signup). */
export function savedTracking(): TrackingRecord | null {
  try {
    const raw = window.localStorage.getItem(TRACKING_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as TrackingRecord) : null;
  } catch {
    return null;
  }
}

/**
 * Saves the URL's tracking parameters (localStorage and a cookie) and removes them from the
 * URL with history.replaceState. Returns the cleaned URL when it changed.
 */
export function captureTracking(location: Location = window.location): string | null {
  const record = extractTracking(location.search);
  if (!record) return null;
  const json = JSON.stringify(record);
  try {
    window.localStorage.setItem(TRACKING_STORAGE_KEY, json);
  } catch {
    // storage blocked: the cookie still carries it
  }
  document.cookie = cookieString(TRACKING_COOKIE, json, MAX_AGE);
  const clean = withoutTracking(location.pathname + location.search + location.hash);
  if (clean) window.history.replaceState(window.history.state, '', clean);
  return clean;
}
