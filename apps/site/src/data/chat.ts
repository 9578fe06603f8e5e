import type { CallById, ChatMessage, LiveServerEvent, ResponseOf, SentMessage } from '@amori/contract';
import { LIVE_PATH, endpoints } from '@amori/contract/browser';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import useSWR, { mutate } from 'swr';
import { buildUrl, callApi, sessionEnded, uploadApi } from './client';
import { swrKeys } from './keys';
import { LiveClient, TypingState, type SocketLike } from './live';
import { setLiveSocket } from './live-socket';
import { Outbox, newClientId, type OutboxEntry, type OutboxTarget } from './outbox';

export type MessagesAnswer = ResponseOf<CallById['getMessages']>;

// ---------------------------------------------------------------------------------------------
// The live socket: one per tab, opened while a chat page is shown. Its events refresh the chat
// list (unread counts) and reach the open conversation; polling (useChats) stays the fallback.

type LiveListener = (event: LiveServerEvent) => void;
const liveListeners = new Set<LiveListener>();
let live: LiveClient | null = null;
let liveUsers = 0;
let stopTimer: ReturnType<typeof setTimeout> | null = null;

const isMessagesKey = (key: unknown) => typeof key === 'string' && key.startsWith(endpoints.getMessages.path);

function liveUrl(after: number) {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  // Without a position yet, no backlog: the pages load what exists through the API.
  return `${protocol}//${window.location.host}${LIVE_PATH}${after > 0 ? `?after=${after}` : ''}`;
}

function dispatch(event: LiveServerEvent) {
  if (event.type === 'message' || event.type === 'unread') void mutate(swrKeys.chats);
  // Back after a gap: whatever the backlog did not cover comes from the API.
  if (event.type === 'ready') {
    void mutate(swrKeys.chats);
    void mutate(isMessagesKey);
  }
  for (const listener of liveListeners) listener(event);
}

function liveClient(): LiveClient {
  if (!live) {
    live = new LiveClient({
      url: liveUrl,
      open: (url) => new WebSocket(url) as unknown as SocketLike,
      onEvent: dispatch,
      onSessionEnded: sessionEnded,
    });
    setLiveSocket(live);
  }
  return live;
}

/** Keeps the live socket open while mounted and hands its events to `listener`. */
export function useLiveEvents(listener?: LiveListener) {
  const ref = useRef(listener);
  useEffect(() => {
    ref.current = listener;
  });
  useEffect(() => {
    const forward: LiveListener = (event) => ref.current?.(event);
    liveListeners.add(forward);
    liveUsers += 1;
    if (stopTimer) clearTimeout(stopTimer);
    stopTimer = null;
    liveClient().start();
    restoreOutbox();
    return () => {
      liveListeners.delete(forward);
      liveUsers -= 1;
      // Going from the list to a conversation keeps the same socket.
      if (liveUsers === 0)
        stopTimer = setTimeout(() => {
          if (liveUsers === 0) live?.stop();
        }, 2_000);
    };
  }, []);
}

/** This tab's live socket, named in its sends: their answer carries the message, not the socket. */
const ownSocket = (): { socket?: string } => (live?.socketName ? { socket: live.socketName } : {});

/** Tells the other member "typing" (the route throttles it). */
export function sendTyping(conversation: number) {
  live?.send({ type: 'typing', conversation });
}

// ---------------------------------------------------------------------------------------------
// Sending: the outbox (in memory) sends each conversation's messages in order, each with its
// client id, so a retry never stores or charges a message twice.

type SentListener = (entry: OutboxEntry, sent: SentMessage) => void;
type FailedListener = (entry: OutboxEntry, error: unknown) => void;
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

// The outbox survives a reload in IndexedDB (one record: the unsent list). Without IndexedDB
// (private modes, the server) it stays in memory.
const OUTBOX_DB = 'amori-outbox';
const OUTBOX_STORE = 'entries';
function openOutboxDb(): Promise<IDBDatabase> | null {
  if (typeof indexedDB === 'undefined') return null;
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(OUTBOX_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });
}
let outboxDb: Promise<IDBDatabase | null> | undefined;
const db = () => (outboxDb ??= openOutboxDb()?.catch(() => null) ?? Promise.resolve(null));

function saveOutbox(entries: readonly OutboxEntry[]) {
  void db().then((database) => {
    if (!database) return;
    database.transaction(OUTBOX_STORE, 'readwrite').objectStore(OUTBOX_STORE).put(entries, 'list');
  });
}

let restored = false;
/** Sends what an earlier page left unsent (once per page). */
function restoreOutbox() {
  if (restored) return;
  restored = true;
  void db().then((database) => {
    if (!database) return;
    const request = database.transaction(OUTBOX_STORE).objectStore(OUTBOX_STORE).get('list');
    request.onsuccess = () => {
      if (Array.isArray(request.result)) outbox.restore(request.result as OutboxEntry[]);
    };
  });
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

export function useOutbox() {
  return useSyncExternalStore(outbox.subscribe, outbox.entries, outbox.entries);
}

/** A target as query values (a query's numbers are written as strings). */
const targetQuery = (target: OutboxTarget) =>
  'conversation' in target
    ? { conversation: String(target.conversation) }
    : { member: String(target.member) };

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

// ---------------------------------------------------------------------------------------------
// Chats list

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

// ---------------------------------------------------------------------------------------------
// One conversation

export const messagesKey = (target: OutboxTarget) => buildUrl(endpoints.getMessages.path, { ...target });

const targetKey = (target: OutboxTarget) =>
  'conversation' in target ? `c${target.conversation}` : `m${target.member}`;

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
  /** The target new messages go to (the conversation once it exists). */
  target: OutboxTarget | null;
  addStored: (message: ChatMessage) => void;
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
  } = useSWR(
    messagesKey(initial),
    () =>
      callApi(endpoints.getMessages, {
        query: Object.fromEntries(Object.entries(initial).map(([k, v]) => [k, String(v)])),
      }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
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

  useEffect(() => {
    const sent: SentListener = (entry, answer) => {
      if (targetKey(entry.target) !== key) return;
      if (ref.current.conversationId === null) setCreatedId(answer.message.conversation);
      addStored(answer.message);
    };
    const failed: FailedListener = (entry, err) => {
      if (targetKey(entry.target) === key) ref.current.onFailed?.(entry, err);
    };
    sentListeners.add(sent);
    failedListeners.add(failed);
    return () => {
      sentListeners.delete(sent);
      failedListeners.delete(failed);
    };
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
    target,
    addStored,
  };
}

export function useGifts() {
  return useSWR(endpoints.getGifts.path, () => callApi(endpoints.getGifts), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
