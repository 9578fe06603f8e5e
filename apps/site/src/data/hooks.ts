import { POLL_START_DELAY_MS, pollingInterval } from '@amori/core';
import { useEffect, useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { callApi } from './client';
import { swrKeys } from './keys';
import { endpoints } from '@amori/contract/browser';
import { fetchSessionUser } from './session';

/** Loaded once and cached: no revalidation on focus, reconnect or mount. */
const once: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
};

/**
 * The site's settings. The root loader reads them for each request (with the host and the
 * route query, e.g. `?country=`) and hands them in as fallback; the client never refetches
 * them on its own, so a revalidated root loader is the one source of new settings.
 */
export function useSettings() {
  return useSWR(swrKeys.settings, () => callApi(endpoints.getSettings), {
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

/**
 * The polling interval for user, chats and likes: 0 (off) for the first 5 s after mount, then
 * every 60 s, or every 300 s when push is subscribed (spec point 9).
 */
export function usePollingInterval(pushSubscribed = false): number {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), POLL_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return started ? pollingInterval(pushSubscribed) : 0;
}

/** The logged-in user (`null` for a visitor), refreshed periodically. */
export function useUser(options: { pushSubscribed?: boolean } = {}) {
  const refreshInterval = usePollingInterval(options.pushSubscribed);
  return useSWR(swrKeys.user, () => fetchSessionUser(), { refreshInterval, revalidateOnFocus: false });
}

/** Chats of the logged-in user; nothing is fetched for a visitor. */
export function useChats(loggedIn: boolean, options: { pushSubscribed?: boolean } = {}) {
  const refreshInterval = usePollingInterval(options.pushSubscribed);
  return useSWR(loggedIn ? swrKeys.chats : null, () => callApi(endpoints.getChats), { refreshInterval });
}

/** Likes of the logged-in user; nothing is fetched for a visitor. */
export function useLikes(loggedIn: boolean, options: { pushSubscribed?: boolean } = {}) {
  const refreshInterval = usePollingInterval(options.pushSubscribed);
  return useSWR(loggedIn ? swrKeys.likes : null, () => callApi(endpoints.getLikes), { refreshInterval });
}

/** The company behind the site (footer, information pages), loaded once. */
export function useCompanyInfo() {
  return useSWR(swrKeys.companyInfo, () => callApi(endpoints.getCompanyInfo, { retries: 1 }), {
    ...once,
    shouldRetryOnError: false,
  });
}

export function useInterests() {
  return useSWR(swrKeys.interests, () => callApi(endpoints.getInterests), once);
}

export function useRegions() {
  return useSWR(swrKeys.regions, () => callApi(endpoints.getRegions), once);
}

/**
 * GET /api/auto-like.php once, when `due` (the like popup of the `t` query, for a member): it
 * adds a new like and answers its profile. Never refetched (each answer is another like), and
 * not retried for the same reason.
 */
export function useAutoLike(due: boolean) {
  return useSWR(due ? swrKeys.autoLike : null, () => callApi(endpoints.autoLike, { retries: 0 }), {
    ...once,
    shouldRetryOnError: false,
  });
}
