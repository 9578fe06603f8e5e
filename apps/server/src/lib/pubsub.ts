import pg from 'pg';
import { batches } from './batches';

/** Messages between server processes (Postgres LISTEN/NOTIFY); in-process with PGlite. */
export interface PubSub {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, listener: (payload: string) => void): Promise<void>;
  /**
   * Told when messages may have been missed: the connection that listens was lost, and is back.
   * What was kept on the strength of them (caches, live sockets) is to be dropped.
   */
  onMissed(listener: () => void): void;
  close(): Promise<void>;
}

/** One process only (PGlite): listeners are called directly, and nothing is ever missed. */
export function localPubSub(): PubSub {
  const listeners = new Map<string, ((payload: string) => void)[]>();
  return {
    async publish(channel, payload) {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
    },
    async subscribe(channel, listener) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
    },
    onMissed() {},
    async close() {
      listeners.clear();
    },
  };
}

/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'amori-listen';

/**
 * PostgreSQL LISTEN/NOTIFY: every process on the database hears every message. One connection
 * listens; when it is lost (a restart of PostgreSQL, a dropped connection), it is opened again
 * every `retryMs` until it is back, listens to every channel again, and `onMissed` is told: what
 * was published meanwhile never reaches this process.
 */
export function postgresPubSub(pool: pg.Pool, connectionString: string, retryMs = 1000): PubSub {
  const listeners = new Map<string, ((payload: string) => void)[]>();
  const missed: (() => void)[] = [];
  let connection: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const listen = (client: pg.Client, channel: string) =>
    client.query(`listen "${channel.replaceAll('"', '')}"`);

  async function open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString, application_name: LISTENER_NAME });
    // A lost connection reports an error, then ends: the end is where it is opened again.
    client.on('error', () => {});
    client.on('notification', (message) => {
      for (const l of listeners.get(message.channel) ?? []) l(message.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of listeners.keys()) await listen(client, channel);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    client.once('end', () => lost());
    return client;
  }

  /** The listening connection, opened once and shared. */
  function connect(): Promise<pg.Client> {
    connection ??= open().catch((error: unknown) => {
      connection = undefined;
      throw error;
    });
    return connection;
  }

  function lost(): void {
    connection = undefined;
    if (closed) return;
    retry = setTimeout(() => void reopen(), retryMs);
  }

  async function reopen(): Promise<void> {
    retry = undefined;
    if (closed) return;
    try {
      await connect();
    } catch {
      if (!closed) retry = setTimeout(() => void reopen(), retryMs);
      return;
    }
    for (const listener of missed) listener();
  }

  return {
    publish: batchedNotify(pool),
    async subscribe(channel, listener) {
      // Named first: a connection opened meanwhile (a reconnect) listens to it too.
      const isNew = !listeners.has(channel);
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
      const client = await connect();
      if (isNew) await listen(client, channel);
    },
    onMissed(listener) {
      missed.push(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = await connection?.catch(() => undefined);
      connection = undefined;
      await client?.end().catch(() => {});
    },
  };
}

/** Notifications one statement sends at most. */
const NOTIFY_BATCH = 100;

/**
 * `publish` for PostgreSQL: what is published while a NOTIFY is on its way goes in the next
 * statement, all together, in order (`select pg_notify(..), pg_notify(..)`; `batches`). Why: a
 * busy chat (QUALITY.md "Chat") keeps the server waiting on round trips to PostgreSQL, one NOTIFY
 * per message among them; under load a statement now carries many.
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
