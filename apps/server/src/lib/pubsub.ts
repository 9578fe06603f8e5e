import pg from 'pg';

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
    async publish(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
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
