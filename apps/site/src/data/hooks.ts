import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { callApi } from './client';
import { swrKeys } from './keys';
import { endpoints } from '@amori/contract/browser';
import { fetchSessionUser } from './session';
import { usePolling } from './polling';

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
 * The logged-in user (`null` for a visitor), polled while logged in (see usePolling). The root
 * loader hands it in: a member's page refreshes it on mount, a visitor's page makes no call.
 */
export function useUser() {
  const { cache, fallback } = useSWRConfig();
  const known: unknown = cache.get(swrKeys.user)?.data ?? (fallback as Record<string, unknown>)[swrKeys.user];
  const swr = useSWR(swrKeys.user, () => fetchSessionUser(), {
    revalidateOnMount: !!known,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  usePolling(swrKeys.user, swr.mutate, !!swr.data);
  return swr;
}

/** Chats of the logged-in user, polled; nothing is fetched for a visitor. */
export function useChats(loggedIn: boolean) {
  const swr = useSWR(loggedIn ? swrKeys.chats : null, () => callApi(endpoints.getChats));
  usePolling(swrKeys.chats, swr.mutate, loggedIn);
  return swr;
}

/** Likes of the logged-in user, polled; nothing is fetched for a visitor. */
export function useLikes(loggedIn: boolean) {
  const swr = useSWR(loggedIn ? swrKeys.likes : null, () => callApi(endpoints.getLikes));
  usePolling(swrKeys.likes, swr.mutate, loggedIn);
  return swr;
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
