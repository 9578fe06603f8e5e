import type { ChatMessage, LiveServerEvent } from '@amori/contract';
import { LIVE_CLOSE } from '@amori/contract/browser';
import { LIVE_HEARTBEAT_MS, RECONNECT_BASE_MS, RECONNECT_MAX_MS, TYPING_TTL_MS } from '@amori/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClient, TypingState, type SocketLike } from './live';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closed = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  emit(event: LiveServerEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const message = (id: number): ChatMessage => ({
  id,
  client_id: null,
  conversation: 1,
  sender: 2,
  from_me: false,
  kind: 'text',
  text: `m${id}`,
  gift: null,
  photo: null,
  credits: 0,
  sent_at: '2026-06-03T10:00:00Z',
  read_at: null,
});

function setup(random = () => 0.5, onSessionEnded?: () => void) {
  const sockets: FakeSocket[] = [];
  const events: LiveServerEvent[] = [];
  const client = new LiveClient({
    url: (after) => `/api/live?after=${after}`,
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onEvent: (event) => events.push(event),
    onSessionEnded,
    random,
  });
  return { client, sockets, events };
}

describe('LiveClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resumes from the last message received and drops repeats', () => {
    const { client, sockets, events } = setup();
    client.start();
    sockets[0]!.open();
    sockets[0]!.emit({ type: 'message', message: message(5) });
    sockets[0]!.emit({ type: 'message', message: message(6) });
    sockets[0]!.drop();
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    expect(sockets[1]!.url).toBe('/api/live?after=6');
    sockets[1]!.open();
    // The server may resend a few just before `after`: shown once.
    sockets[1]!.emit({ type: 'message', message: message(6) });
    sockets[1]!.emit({ type: 'message', message: message(7) });
    sockets[1]!.emit({ type: 'ready', last: 7, socket: '00112233445566ff' });
    expect(
      events.filter((e) => e.type === 'message').map((e) => e.type === 'message' && e.message.id),
    ).toEqual([5, 6, 7]);
    expect(client.status).toBe('live');
  });

  it('resumes from its last message when the server may have missed events (4003)', () => {
    const { client, sockets } = setup();
    client.start();
    sockets[0]!.open();
    sockets[0]!.emit({ type: 'message', message: message(9) });
    sockets[0]!.drop(LIVE_CLOSE.missed);
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    expect(sockets[1]!.url).toBe('/api/live?after=9');
    expect(client.status).not.toBe('stopped');
  });

  it('reconnects within the first short window when its process goes away (4004), and resumes', () => {
    const { client, sockets } = setup(() => 0.99);
    client.start();
    // Two failed attempts first: a going-away close does not wait their longer backoff.
    sockets[0]!.drop();
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    sockets[1]!.drop();
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    sockets[2]!.open();
    sockets[2]!.emit({ type: 'message', message: message(12) });
    sockets[2]!.drop(LIVE_CLOSE.goingAway);
    vi.advanceTimersByTime(RECONNECT_BASE_MS);
    expect(sockets[3]!.url).toBe('/api/live?after=12');
    expect(client.status).toBe('connecting');
  });

  it('names its socket once ready, and none while it is down or not ready', () => {
    const { client, sockets } = setup();
    client.start();
    sockets[0]!.open();
    expect(client.socketName).toBeNull();
    sockets[0]!.emit({ type: 'ready', last: 0, socket: '00112233445566ff' });
    expect(client.socketName).toBe('00112233445566ff');
    sockets[0]!.drop();
    expect(client.socketName).toBeNull();
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    sockets[1]!.open();
    // A new socket: the old name is gone until its own ready.
    expect(client.socketName).toBeNull();
    sockets[1]!.emit({ type: 'ready', last: 0, socket: 'aabbccddeeff0011' });
    expect(client.socketName).toBe('aabbccddeeff0011');
  });

  it('reconnects after a jittered, growing delay capped at 30 s', () => {
    const { client, sockets } = setup(() => 0.999);
    client.start();
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const before = sockets.length;
      sockets.at(-1)!.drop();
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits[1]!).toBeGreaterThan(waits[0]!);
    expect(Math.max(...waits)).toBeLessThanOrEqual(RECONNECT_MAX_MS);
    expect(waits.at(-1)).toBeGreaterThan(RECONNECT_MAX_MS - 200);
  });

  it('resets the backoff once the server is ready again', () => {
    const { client, sockets } = setup(() => 0.999);
    client.start();
    for (let i = 0; i < 6; i++) {
      sockets.at(-1)!.drop();
      vi.advanceTimersByTime(RECONNECT_MAX_MS);
    }
    const socket = sockets.at(-1)!;
    socket.open();
    socket.emit({ type: 'ready', last: 0, socket: '00112233445566aa' });
    socket.drop();
    const count = sockets.length;
    vi.advanceTimersByTime(500);
    expect(sockets.length).toBe(count + 1);
  });

  it('pings every heartbeat and drops a socket that stays silent', () => {
    const { client, sockets } = setup();
    client.start();
    const socket = sockets[0]!;
    socket.open();
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS);
    expect(socket.sent).toEqual([JSON.stringify({ type: 'ping' })]);
    socket.emit({ type: 'pong' });
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS);
    expect(socket.closed).toBeNull();
    // No answer to the second ping: dead, closed and reopened.
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS);
    expect(socket.closed).toBe(4000);
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    expect(sockets).toHaveLength(2);
  });

  it('does not reconnect once the session ended, and says so; nor after stop()', () => {
    const ended = vi.fn();
    const { client, sockets } = setup(undefined, ended);
    client.start();
    sockets[0]!.drop(LIVE_CLOSE.sessionEnded);
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe('stopped');
    expect(ended).toHaveBeenCalledTimes(1);
    client.start();
    client.stop();
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(sockets).toHaveLength(2);
  });
});

describe('TypingState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows typing until it expires, unless refreshed', () => {
    const seen: number[][] = [];
    const typing = new TypingState((set) => seen.push([...set]));
    typing.seen(3, TYPING_TTL_MS);
    expect(seen.at(-1)).toEqual([3]);
    vi.advanceTimersByTime(TYPING_TTL_MS - 1000);
    typing.seen(3, TYPING_TTL_MS);
    vi.advanceTimersByTime(TYPING_TTL_MS - 1000);
    expect(seen.at(-1)).toEqual([3]);
    vi.advanceTimersByTime(1000);
    expect(seen.at(-1)).toEqual([]);
  });

  it('clears at once when their message arrives', () => {
    const seen: number[][] = [];
    const typing = new TypingState((set) => seen.push([...set]));
    typing.seen(3, TYPING_TTL_MS);
    typing.clear(3);
    expect(seen.at(-1)).toEqual([]);
  });
});
