import type { CallById, ResponseOf } from '@amori/contract';
import { endpoints } from '@amori/contract/browser';
import { useEffect } from 'react';
import { mutate } from 'swr';
import { callApi } from './client';
import { useChats } from './hooks';
import { swrKeys } from './keys';
import { useLiveEvents } from './live-events';
import { restoreOutbox } from './sending';

/**
 * The conversation list (`/chats`): the chats call, kept current by the live socket while shown
 * (polling stays the fallback); what an earlier page left unsent goes out from here too.
 */
export function useChatList() {
  const chats = useChats(true);
  useLiveEvents();
  useEffect(restoreOutbox, []);
  return chats;
}

/** Deletes a chat: gone from the list at once, then on the server; a failure reloads the list. */
export async function deleteChat(conversation: number) {
  await mutate(
    swrKeys.chats,
    (chats: ResponseOf<CallById['getChats']> | undefined) =>
      chats && {
        ...chats,
        chats: chats.chats.filter((c) => c.conversation.id !== conversation),
        total_unread_messages:
          chats.total_unread_messages -
          (chats.chats.find((c) => c.conversation.id === conversation)?.num_unread_messages ?? 0),
      },
    { revalidate: false },
  );
  try {
    await callApi(endpoints.deleteChat, { body: { conversation }, retries: 1 });
  } catch (error) {
    await mutate(swrKeys.chats);
    throw error;
  }
}
