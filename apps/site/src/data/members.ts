import type { CallById, ProfileUpdate, QueryOf, ResponseOf } from '@amori/contract';
import { endpoints } from '@amori/contract/browser';
import { hasMainImage, photosFirst } from '@amori/core';
import useSWR, { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { buildUrl, callApi, uploadApi } from './client';
import { swrKeys } from './keys';

export type SearchAnswer = ResponseOf<CallById['searchMembers']>;
export type SearchQuery = QueryOf<CallById['searchMembers']>;
export type MemberAnswer = ResponseOf<CallById['getMember']>;

/** The search's first page key for a query (the URL's own query string, cursor left out). */
export const searchKey = (query: SearchQuery) =>
  buildUrl(endpoints.searchMembers.path, { ...query, cursor: undefined });

/**
 * Member search, a load at a time: each load's key is the search plus the previous load's cursor.
 * The loads stay in SWR's cache under the search's key, so going back to a search shows all that
 * was loaded (the back button keeps the results).
 */
export function useMemberSearch(query: SearchQuery, first?: SearchAnswer) {
  return useSWRInfinite<SearchAnswer>(
    (index, previous: SearchAnswer | null) => {
      if (index === 0) return searchKey(query);
      if (!previous?.cursor) return null;
      return buildUrl(endpoints.searchMembers.path, { ...query, cursor: previous.cursor });
    },
    (url: string) => {
      const params = Object.fromEntries(new URL(url, 'http://x').searchParams) as SearchQuery;
      return callApi(endpoints.searchMembers, { query: params });
    },
    {
      fallbackData: first ? [first] : undefined,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      revalidateIfStale: false,
    },
  );
}

/**
 * The member a visitor's like popup introduces, once `due`: the first of the search a visitor may
 * make (their traffic network given, for the trafficsource rule), members with a photo first; null
 * when it finds nobody, and without asking when the site's logged-out search is closed to them
 * (`mayBrowse`). Read once, not retried; a refusal is no logout (the visitor was not logged in).
 */
export function useIntroducedMember(due: boolean, network: string | null, mayBrowse: boolean) {
  const query: SearchQuery = network ? { network } : {};
  return useSWR(
    due ? ['like-popup', searchKey(query), mayBrowse] : null,
    async () => {
      if (!mayBrowse) return null;
      const found = await callApi(endpoints.searchMembers, { query, retries: 0, silentAuth: true });
      return photosFirst([...found.profiles, ...found.similar], hasMainImage)[0] ?? null;
    },
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
}

export const memberKey = (id: number) => `${endpoints.getMember.path}?id=${id}`;

/** A member's profile as the viewer may see it. */
export function useMember(id: number, fallback?: MemberAnswer) {
  return useSWR(memberKey(id), () => callApi(endpoints.getMember, { query: { id: String(id) } }), {
    fallbackData: fallback,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export function useOwnProfile() {
  return useSWR(swrKeys.profile, () => callApi(endpoints.getProfile), { revalidateOnFocus: false });
}

export function useSwipeDeck() {
  return useSWR(swrKeys.swipe, () => callApi(endpoints.getSwipeDeck), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

const refreshLikes = () => mutate(swrKeys.likes);

export async function likeMember(id: number) {
  const answer = await callApi(endpoints.likeMember, { body: { id }, retries: 1 });
  await Promise.all([refreshLikes(), mutate(memberKey(id))]);
  return answer;
}

export async function unlikeMember(id: number) {
  await callApi(endpoints.unlikeMember, { body: { id }, retries: 1 });
  await Promise.all([refreshLikes(), mutate(memberKey(id))]);
}

/** The next page of a likes tab's cards, after the last card shown (likes.php with `tab` and `after`). */
export async function loadMoreLikes(tab: 'received' | 'sent' | 'matches', after: number) {
  const answer = await callApi(endpoints.getLikes, { query: { tab, after: String(after) } });
  return answer.profiles;
}

/** Opening a liked profile clears its new-like flag (spec point 4). */
export async function markLikeSeen(id: number) {
  await callApi(endpoints.markLikeSeen, { body: { id }, retries: 1 });
  await refreshLikes();
}

export async function blockMember(id: number) {
  await callApi(endpoints.blockMember, { body: { id }, retries: 1 });
  await Promise.all([refreshLikes(), mutate(swrKeys.chats), mutate(memberKey(id)), mutate(swrKeys.blocks)]);
}

export async function unblockMember(id: number) {
  await callApi(endpoints.unblockMember, { body: { id }, retries: 1 });
  await Promise.all([mutate(memberKey(id)), mutate(swrKeys.blocks)]);
}

/** The members the logged-in member blocked (settings), most recent first. */
export function useBlocks() {
  return useSWR(swrKeys.blocks, () => callApi(endpoints.getBlocks), { revalidateOnFocus: false });
}

export async function saveProfile(values: ProfileUpdate) {
  const saved = await callApi(endpoints.updateProfile, { body: values, retries: 1 });
  await mutate(swrKeys.profile, saved, { revalidate: false });
  return saved;
}

export async function deletePhoto(id: number) {
  await callApi(endpoints.deletePhoto, { body: { id }, retries: 1 });
  await Promise.all([mutate(swrKeys.profile), mutate(swrKeys.user)]);
}

export async function setMainPhoto(id: number) {
  await callApi(endpoints.setMainPhoto, { body: { id, main: true }, retries: 1 });
  await Promise.all([mutate(swrKeys.profile), mutate(swrKeys.user)]);
}

export function swipe(id: number, like: boolean) {
  return callApi(endpoints.swipeMember, { body: { id, like }, retries: 0 });
}

/**
 * Uploads a photo (the file itself as the body), reporting progress 0-100. Retried once, not
 * five times: a photo is large, and an upload is not idempotent (a stored photo whose answer was
 * lost would be added again).
 */
export function uploadPhoto(file: File, onProgress: (percent: number) => void) {
  return uploadApi(endpoints.uploadPhoto, file, { onProgress, retries: 1 });
}
