import type { LiveServerEvent } from '@amori/contract';
import { expect } from 'vitest';
import WebSocket from 'ws';

/** A live chat socket in a test: every event it got, and ways to wait for them. */
export interface LiveSocket {
  events: LiveServerEvent[];
  socket: WebSocket;
  /** Waits until an event matching `match` arrived; answers it. */
  next<T extends LiveServerEvent['type']>(
    type: T,
    match?: (event: Extract<LiveServerEvent, { type: T }>) => boolean,
  ): Promise<Extract<LiveServerEvent, { type: T }>>;
  close(): Promise<void>;
}

/** Opens the live socket of a server (base URL http://...) with a cookie and an Origin. */
export function openLive(
  base: string,
  options: { cookie?: string; origin?: string | null; after?: number } = {},
): Promise<LiveSocket> {
  const url = new URL('/api/live', base.replace(/^http/, 'ws'));
  if (options.after !== undefined) url.searchParams.set('after', String(options.after));
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? base : options.origin;
  if (origin !== null) headers.origin = origin;
  const socket = new WebSocket(url, { headers });
  const events: LiveServerEvent[] = [];
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as LiveServerEvent));
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        events,
        socket,
        async next(type, match) {
          let found: LiveServerEvent | undefined;
          await expect
            .poll(
              () =>
                (found = events.find((e) => e.type === type && (!match || match(e as never)))) !== undefined,
              { timeout: 10_000, interval: 10 },
            )
            .toBe(true);
          return found as never;
        },
        close: () =>
          new Promise<void>((done) => {
            if (socket.readyState === WebSocket.CLOSED) return done();
            socket.once('close', () => done());
            socket.close();
          }),
      }),
    );
  });
}
