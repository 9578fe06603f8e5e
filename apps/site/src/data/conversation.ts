import type { CallById, ChatMessage, ResponseOf } from '@amori/contract';
import { endpoints } from '@amori/contract/browser';
import { useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { mutate } from 'swr';
import { buildUrl, callApi } from './client';
import { swrKeys } from './keys';
import { TypingState } from './live';
import { sendTyping, useLiveEvents } from './live-events';
import { newClientId, targetKey, targetQuery, type OutboxEntry, type OutboxTarget } from './outbox';
import {
  onOutboxSettled,
  outbox,
  restoreOutbox,
  sendPhoto,
  useOutbox,
  type FailedListener,
  type SentListener,
} from './sending';

export type MessagesAnswer = ResponseOf<CallById['getMessages']>;

export const messagesKey = (target: OutboxTarget) => buildUrl(endpoints.getMessages.path, { ...target });

/** How often the other member is told "typing" while the member types. */
const TYPING_EVERY_MS = 2_500;

export interface ConversationState {
  data: MessagesAnswer | undefined;
  error: unknown;
  reload: () => void;
  conversationId: number | null;
  /** Stored messages, by id (the server's order). */
  messages: ChatMessage[];
  /** Own messages not stored yet (sending, waiting or failed). */
  pending: readonly OutboxEntry[];
  readUpTo: number;
  typing: boolean;
  send: (text: string) => void;
  sendGift: (gift: string) => void;
  /** Sends a photo; its bubble appears once it is stored. Rejects with the refusal. */
  sendPhoto: (file: File) => Promise<void>;
  /** Tries a failed message again (by its client id). */
  retry: (clientId: string) => void;
  /** The member is typing: the other member is told, at most every few seconds. */
  notifyTyping: () => void;
}

/**
 * A conversation's messages: loaded through the API, then kept current by the live socket
 * (messages, read receipts, typing) and the outbox (own messages, shown at once). A message is
 * shown once whatever arrives first, the send's answer or the socket's echo; the read marker
 * only moves forward; opening it marks what was received read.
 */
export function useConversation(
  initial: OutboxTarget,
  onFailed?: (entry: OutboxEntry, error: unknown) => void,
): ConversationState {
  const {
    data,
    error,
    mutate: reload,
  } = useSWR(messagesKey(initial), () => callApi(endpoints.getMessages, { query: targetQuery(initial) }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const [stored, setStored] = useState<Map<number, ChatMessage>>(new Map());
  const [liveRead, setLiveRead] = useState(0);
  const [typingIn, setTypingIn] = useState<ReadonlySet<number>>(new Set());
  const [createdId, setCreatedId] = useState<number | null>(null);
  const typing = useMemo(() => new TypingState(setTypingIn), []);
  useEffect(() => () => typing.dispose(), [typing]);
  const all = useOutbox();

  const conversationId =
    'conversation' in initial ? initial.conversation : (data?.conversation.id ?? createdId);
  const profileId = data?.conversation.profile.id ?? ('member' in initial ? initial.member : null);
  const key = targetKey(initial);
  const mine = all.filter((e) => targetKey(e.target) === key);

  const addStored = (message: ChatMessage) =>
    setStored((old) => (old.has(message.id) ? old : new Map(old).set(message.id, message)));

  const ref = useRef({ conversationId, profileId, mine, onFailed });
  useEffect(() => {
    ref.current = { conversationId, profileId, mine, onFailed };
  });

  useLiveEvents((event) => {
    const { conversationId: id, profileId: other, mine: pending } = ref.current;
    if (event.type === 'message') {
      const m = event.message;
      const ours =
        m.conversation === id ||
        (id === null &&
          (m.sender === other || (m.client_id !== null && pending.some((e) => e.clientId === m.client_id))));
      if (!ours) return;
      if (id === null) setCreatedId(m.conversation);
      if (!m.from_me) typing.clear(m.conversation);
      addStored(m);
    } else if (event.type === 'read' && event.conversation === id) {
      setLiveRead((old) => Math.max(old, event.up_to));
    } else if (event.type === 'typing' && event.conversation === id) {
      typing.seen(event.conversation, event.expires_in_ms);
    }
  });

  // What an earlier page left unsent goes out once a chat page is shown.
  useEffect(restoreOutbox, []);

  useEffect(() => {
    const sent: SentListener = (entry, answer) => {
      if (targetKey(entry.target) !== key) return;
      if (ref.current.conversationId === null) setCreatedId(answer.message.conversation);
      addStored(answer.message);
    };
    const failed: FailedListener = (entry, err) => {
      if (targetKey(entry.target) === key) ref.current.onFailed?.(entry, err);
    };
    return onOutboxSettled(sent, failed);
  }, [key]);

  const messages = useMemo(() => {
    const byId = new Map<number, ChatMessage>();
    for (const m of data?.messages ?? []) byId.set(m.id, m);
    for (const m of stored.values()) if (!byId.has(m.id)) byId.set(m.id, m);
    return [...byId.values()]
      .filter((m) => conversationId === null || m.conversation === conversationId)
      .sort((a, b) => a.id - b.id);
  }, [data, stored, conversationId]);
  const storedClientIds = new Set(messages.map((m) => m.client_id).filter(Boolean));
  // The server's echo and the send's answer carry the client id: the pending bubble then goes.
  const pending = mine.filter((e) => !storedClientIds.has(e.clientId));
  const readUpTo = Math.max(data?.conversation.read_up_to ?? 0, liveRead);

  // Opening marks received messages read; the marker only moves forward.
  const marked = useRef(0);
  const lastReceived = messages.filter((m) => !m.from_me).at(-1)?.id ?? 0;
  useEffect(() => {
    if (conversationId === null || lastReceived <= marked.current) return;
    marked.current = lastReceived;
    callApi(endpoints.markRead, { body: { conversation: conversationId, up_to: lastReceived }, retries: 1 })
      .then(() => mutate(swrKeys.chats))
      .catch(() => {
        if (marked.current === lastReceived) marked.current = 0;
      });
  }, [conversationId, lastReceived]);

  const lastTyping = useRef(0);
  const target: OutboxTarget | null =
    conversationId !== null
      ? 'member' in initial
        ? initial
        : { conversation: conversationId }
      : 'member' in initial
        ? initial
        : null;
  return {
    data,
    error,
    reload: () => void reload(),
    conversationId,
    messages,
    pending,
    readUpTo,
    typing: conversationId !== null && typingIn.has(conversationId),
    send: (text) => {
      if (target) outbox.add({ clientId: newClientId(), target, kind: 'text', text, gift: null });
    },
    sendGift: (gift) => {
      if (target) outbox.add({ clientId: newClientId(), target, kind: 'gift', text: '', gift });
    },
    sendPhoto: async (file) => {
      if (target) addStored((await sendPhoto(target, file)).message);
    },
    retry: (clientId) => outbox.retry(clientId),
    notifyTyping: () => {
      const now = Date.now();
      if (conversationId === null || now - lastTyping.current < TYPING_EVERY_MS) return;
      lastTyping.current = now;
      sendTyping(conversationId);
    },
  };
}

export function useGifts() {
  return useSWR(endpoints.getGifts.path, () => callApi(endpoints.getGifts), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
