import {
  cookieString,
  readCookie,
  extractTracking,
  TRACKING_STORAGE_KEY,
  withoutTracking,
  type TrackingRecord,
} from '@amori/core';

/** Cookie holding the tracking record, so server loaders (search access) see the network. */
export const TRACKING_COOKIE = 'amori_tracking';
export const TRACKING_MAX_AGE = 30 * 86_400;

/**
 * The saved tracking record (sent with signup): from the browser's storage, else from the
 * cookie (which a lander's server answer sets before any script runs).
 */
export function savedTracking(): TrackingRecord | null {
  try {
    const raw =
      window.localStorage.getItem(TRACKING_STORAGE_KEY) ?? readCookie(document.cookie, TRACKING_COOKIE);
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
  document.cookie = cookieString(TRACKING_COOKIE, json, TRACKING_MAX_AGE);
  const clean = withoutTracking(location.pathname + location.search + location.hash);
  if (clean) window.history.replaceState(window.history.state, '', clean);
  return clean;
}
