import { eq } from 'drizzle-orm';
import { profiles, users } from '../db/schema';
import { EVENTS_CHANNEL, type DomainEvent } from '../lib/events';
import type { TestServer } from './server';

/** The profile id of a demo login. */
export async function profileIdOf(server: TestServer, email: string): Promise<number> {
  const [row] = await server.handle.db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no profile for ${email}`);
  return row.id;
}

/**
 * Announces a domain event as another process would (a change made behind this server's back):
 * over the bus, with no origin, so every process handles it, this one included. Waits until this
 * process has heard it (on PostgreSQL it comes back through LISTEN/NOTIFY).
 */
export async function announce(server: TestServer, event: DomainEvent): Promise<void> {
  const payload = JSON.stringify(event);
  const arrived = new Promise<void>((resolve) => {
    const waiting = listeners.get(server) ?? [];
    waiting.push({ payload, resolve });
    listeners.set(server, waiting);
  });
  if (!subscribed.has(server)) {
    subscribed.add(server);
    await server.handle.pubsub.subscribe(EVENTS_CHANNEL, (heard) => {
      const waiting = listeners.get(server) ?? [];
      const index = waiting.findIndex((w) => w.payload === heard);
      if (index >= 0) waiting.splice(index, 1)[0]!.resolve();
    });
  }
  await server.handle.pubsub.publish(EVENTS_CHANNEL, payload);
  await arrived;
}

const subscribed = new WeakSet<TestServer>();
const listeners = new WeakMap<TestServer, { payload: string; resolve: () => void }[]>();

/** The sites' settings changed in the database: every process drops the sites it keeps. */
export const sitesChanged = (server: TestServer) => announce(server, { type: 'siteChanged' });
