import type { LiveServerEvent } from '@amori/contract';
import { LIVE_PATH, endpoints } from '@amori/contract/browser';
import { useEffect, useRef } from 'react';
import { mutate } from 'swr';
import { sessionEnded } from './client';
import { swrKeys } from './keys';
import { LiveClient, type SocketLike } from './live';
import { setLiveSocket } from './live-socket';

// The live socket: one per tab, opened while a chat page is shown. Its events refresh the chat
// list (unread counts) and reach the open conversation; polling (useChats) stays the fallback.

export type LiveListener = (event: LiveServerEvent) => void;
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
export const ownSocket = (): { socket?: string } => (live?.socketName ? { socket: live.socketName } : {});

/** Tells the other member "typing" (useConversation throttles it). */
export function sendTyping(conversation: number) {
  live?.send({ type: 'typing', conversation });
}
