import type { LiveClientEvent, LiveServerEvent } from '@amori/contract';
import { LIVE_CLOSE } from '@amori/contract/browser';
import { LIVE_HEARTBEAT_MS, reconnectDelay } from '@amori/core';

// The browser side of the live chat socket (docs/chat-live.md). Its path and close codes come
// from the contract's browser entry, which carries no zod.

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type LiveStatus = 'connecting' | 'live' | 'waiting' | 'stopped';

export interface LiveClientOptions {
  /** The socket's address for a resume position (`?after=`). */
  url: (after: number) => string;
  open: (url: string) => SocketLike;
  onEvent: (event: LiveServerEvent) => void;
  onStatus?: (status: LiveStatus) => void;
  /** The server closed the socket because its session ended (another tab's logout, a password changed elsewhere, ...). */
  onSessionEnded?: () => void;
  /** In [0, 1): the jitter of the reconnect delay (Math.random; fixed in tests). */
  random?: () => number;
  /** The last message id already known (resume from it). */
  after?: number;
}

const OPEN = 1;
/** How many message ids are remembered to drop a repeat (the server may resend a few). */
const SEEN_LIMIT = 2_000;

/**
 * One live connection: resumes from the last message id received, drops repeats, pings every
 * LIVE_HEARTBEAT_MS and treats a socket silent for a whole heartbeat as dead, and reconnects
 * with jittered exponential backoff capped at 30 s (core `reconnectDelay`), except after the
 * session ended.
 */
export class LiveClient {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private heard = false;
  private stopped = true;
  private readonly seen = new Set<number>();
  /** The newest message id received: the resume position. */
  last: number;
  /** The current socket's name, from its `ready` event. */
  private name: string | null = null;
  status: LiveStatus = 'stopped';

  constructor(private readonly options: LiveClientOptions) {
    this.last = options.after ?? 0;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
    this.setStatus('stopped');
  }

  /**
   * The open socket's name once it is ready, else null: a send that gives it is not sent back
   * to this tab (the send's answer carries the message).
   */
  get socketName(): string | null {
    return this.socket?.readyState === OPEN ? this.name : null;
  }

  send(event: LiveClientEvent): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(event));
    return true;
  }

  private setStatus(status: LiveStatus) {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }

  private clearTimers() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.retryTimer = null;
    this.heartbeat = null;
  }

  private connect() {
    this.clearTimers();
    this.setStatus('connecting');
    let socket: SocketLike;
    try {
      socket = this.options.open(this.options.url(this.last));
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.name = null;
    this.heard = true;
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === LIVE_CLOSE.sessionEnded) {
        this.stopped = true;
        this.clearTimers();
        this.setStatus('stopped');
        this.options.onSessionEnded?.();
        return;
      }
      // A process shutting down (a restart, a deploy): another is there, so the first delay's
      // short window, whatever failed before; its jitter spreads a process's sockets over the others.
      if (event.code === LIVE_CLOSE.goingAway) this.attempt = 0;
      this.scheduleReconnect();
    };
    socket.onerror = () => undefined;
    this.heartbeat = setInterval(() => {
      if (!this.heard) {
        // Nothing for a whole heartbeat, not even a pong: the connection is dead.
        socket.onclose = null;
        socket.close(4000);
        if (this.socket === socket) this.socket = null;
        this.scheduleReconnect();
        return;
      }
      this.heard = false;
      this.send({ type: 'ping' });
    }, LIVE_HEARTBEAT_MS);
  }

  private scheduleReconnect() {
    this.clearTimers();
    if (this.stopped) return;
    this.setStatus('waiting');
    const delay = reconnectDelay(this.attempt, (this.options.random ?? Math.random)());
    this.attempt += 1;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private receive(data: unknown) {
    this.heard = true;
    let event: LiveServerEvent;
    try {
      event = JSON.parse(String(data)) as LiveServerEvent;
    } catch {
      return;
    }
    if (event.type === 'message') {
      const id = event.message.id;
      if (this.seen.has(id)) return;
      this.seen.add(id);
      if (this.seen.size > SEEN_LIMIT) this.seen.delete(this.seen.values().next().value!);
      if (id > this.last) this.last = id;
    } else if (event.type === 'ready') {
      this.attempt = 0;
      if (event.last > this.last) this.last = event.last;
      this.name = event.socket;
      this.setStatus('live');
    } else if (event.type === 'pong') {
      return;
    }
    this.options.onEvent(event);
  }
}

/**
 * The typing indicators shown: one per conversation, cleared after `expires_in_ms` unless
 * another event refreshes it (never stored anywhere).
 */
export class TypingState {
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  constructor(private readonly onChange: (typing: ReadonlySet<number>) => void) {}

  private current() {
    return new Set(this.timers.keys());
  }

  seen(conversation: number, expiresInMs: number) {
    const old = this.timers.get(conversation);
    if (old) clearTimeout(old);
    this.timers.set(
      conversation,
      setTimeout(() => {
        this.timers.delete(conversation);
        this.onChange(this.current());
      }, expiresInMs),
    );
    if (!old) this.onChange(this.current());
  }

  /** A message from them ends their typing at once. */
  clear(conversation: number) {
    const old = this.timers.get(conversation);
    if (!old) return;
    clearTimeout(old);
    this.timers.delete(conversation);
    this.onChange(this.current());
  }

  dispose() {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
