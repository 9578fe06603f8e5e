import type { SentMessage } from '@amori/contract';
import { endpoints } from '@amori/contract/browser';
import { useSyncExternalStore } from 'react';
import { mutate } from 'swr';
import { callApi, uploadApi } from './client';
import { swrKeys } from './keys';
import { ownSocket } from './live-events';
import { Outbox, newClientId, targetQuery, type OutboxEntry, type OutboxTarget } from './outbox';
import { loadOutbox, saveOutbox } from './outbox-db';

// What this tab sends in its chats. The outbox sends each conversation's messages in order, each
// with its client id, so a retry never stores or charges a message twice; it survives a reload
// (outbox-db.ts). Photos are not queued.

export type SentListener = (entry: OutboxEntry, sent: SentMessage) => void;
export type FailedListener = (entry: OutboxEntry, error: unknown) => void;
const sentListeners = new Set<SentListener>();
const failedListeners = new Set<FailedListener>();

function afterSend(sent: SentMessage) {
  void mutate(
    swrKeys.user,
    (user: { credits: number } | null | undefined) => (user ? { ...user, credits: sent.credits } : user),
    { revalidate: false },
  );
  void mutate(swrKeys.chats);
}

export const outbox = new Outbox(
  (entry) =>
    callApi(endpoints.sendMessage, {
      body: {
        ...entry.target,
        client_id: entry.clientId,
        kind: entry.kind,
        ...(entry.kind === 'text' ? { text: entry.text } : { gift: entry.gift ?? undefined }),
        ...ownSocket(),
      },
      retries: 2,
    }),
  {
    onSent: (entry, sent) => {
      afterSend(sent);
      for (const listener of sentListeners) listener(entry, sent);
    },
    onFailed: (entry, error) => {
      for (const listener of failedListeners) listener(entry, error);
    },
    save: saveOutbox,
  },
);

/** Hears each message the outbox stored or gave up on; returns the unsubscribe. */
export function onOutboxSettled(sent: SentListener, failed: FailedListener): () => void {
  sentListeners.add(sent);
  failedListeners.add(failed);
  return () => {
    sentListeners.delete(sent);
    failedListeners.delete(failed);
  };
}

export function useOutbox() {
  return useSyncExternalStore(outbox.subscribe, outbox.entries, outbox.entries);
}

let restored = false;
/** Sends what an earlier page left unsent (once per page; any chat page asks). */
export function restoreOutbox() {
  if (restored) return;
  restored = true;
  loadOutbox((entries) => outbox.restore(entries));
}

/**
 * Sends a photo (premium): the file is the body; not queued, its bubble appears once stored.
 * Its client id is made once, so a retry is stored and charged once, like a text's.
 */
export async function sendPhoto(target: OutboxTarget, file: File): Promise<SentMessage> {
  const sent = await uploadApi(endpoints.sendPhotoMessage, file, {
    query: { ...targetQuery(target), client_id: newClientId(), ...ownSocket() },
    retries: 2,
  });
  afterSend(sent);
  return sent;
}
