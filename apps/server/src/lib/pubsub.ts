import pg from 'pg';
import { batches } from './batches';

/** Messages between server processes (Postgres LISTEN/NOTIFY); in-process with PGlite. */
export interface PubSub {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, listener: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** One process only (PGlite): listeners are called directly. */
export function localPubSub(): PubSub {
  const listeners = new Map<string, ((payload: string) => void)[]>();
  return {
    async publish(channel, payload) {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
    },
    async subscribe(channel, listener) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
    },
    async close() {
      listeners.clear();
    },
  };
}

/** PostgreSQL LISTEN/NOTIFY: every process on the database hears every message. */
export function postgresPubSub(pool: pg.Pool, connectionString: string): PubSub {
  let client: pg.Client | undefined;
  const listeners = new Map<string, ((payload: string) => void)[]>();
  return {
    publish: batchedNotify(pool),
    async subscribe(channel, listener) {
      if (!client) {
        client = new pg.Client({ connectionString });
        await client.connect();
        client.on('notification', (message) => {
          for (const l of listeners.get(message.channel) ?? []) l(message.payload ?? '');
        });
        client.on('error', () => {});
      }
      if (!listeners.has(channel)) await client.query(`listen "${channel.replaceAll('"', '')}"`);
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
    },
    async close() {
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}

/** Notifications one statement sends at most. */
const NOTIFY_BATCH = 100;

/**
 * `publish` for PostgreSQL: what is published while a NOTIFY is on its way goes in the next
 * statement, all together, in order (`select pg_notify(..), pg_notify(..)`; `batches`). Why:
 * bench/chat (QUALITY.md "Chat", 1,000 messages/s) spent most of the server's time in its round
 * trips to PostgreSQL, one NOTIFY per message among them; under load a statement now carries many.
 */
function batchedNotify(pool: pg.Pool): PubSub['publish'] {
  const notify = batches(async (notes: { channel: string; payload: string }[]) => {
    const calls = notes.map((_, i) => `pg_notify($${2 * i + 1}, $${2 * i + 2})`).join(', ');
    await pool.query(
      `select ${calls}`,
      notes.flatMap((n) => [n.channel, n.payload]),
    );
    return notes.map(() => undefined);
  }, NOTIFY_BATCH);
  return (channel, payload) => notify({ channel, payload });
}
