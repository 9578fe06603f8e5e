import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { attentionCount, type Locale } from '@amori/core';
import { callApi } from './client';
import { stopLiveSocket } from './live-socket';
import { useChats, useLikes, useUser } from './hooks';
import { swrKeys } from './keys';
import type { User } from '@amori/contract';
import { endpoints } from '@amori/contract/browser';

/** The logged-in user (null for a visitor) and the counts the header and title show. */
export function useSession() {
  const { data: user } = useUser();
  const loggedIn = !!user;
  const { data: chats } = useChats(loggedIn);
  const { data: likes } = useLikes(loggedIn);
  const unreadMessages = chats?.total_unread_messages ?? 0;
  const newLikes = likes?.total_new_likes ?? 0;
  return {
    user: user ?? null,
    loggedIn,
    unreadMessages,
    newLikes,
    attention: loggedIn ? attentionCount(unreadMessages, newLikes) : 0,
  };
}

/** Forgets the member locally: user, chats and likes leave the SWR cache. */
export function useClearSession() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all([
      mutate(swrKeys.user, null, { revalidate: false }),
      mutate(swrKeys.chats, undefined, { revalidate: false }),
      mutate(swrKeys.likes, undefined, { revalidate: false }),
    ]);
  }, [mutate]);
}

/** Logs out (GET /api/logout.php), clears the session and goes home. */
export function useLogout() {
  const clear = useClearSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    stopLiveSocket();
    await callApi(endpoints.logout, { retries: 1 }).catch(() => undefined);
    await clear();
    await navigate('/');
  }, [clear, navigate]);
}

/** Saves a logged-in member's language choice (PUT /api/user.php). */
export function saveLanguage(language: Locale): Promise<User> {
  return callApi(endpoints.updateUser, { body: { language } });
}
