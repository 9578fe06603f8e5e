import { eq } from 'drizzle-orm';
import { profiles, users } from '../db/schema';
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

const heard = new WeakMap<TestServer, { count: number; waiting: (() => void)[] }>();

/**
 * The sites' settings changed in the database: every process drops the sites it keeps. Waits
 * until this process has heard it (on PostgreSQL the message comes back through LISTEN/NOTIFY,
 * after the server's own listener, which subscribed first).
 */
export async function sitesChanged(server: TestServer): Promise<void> {
  let state = heard.get(server);
  if (!state) {
    const created = { count: 0, waiting: [] as (() => void)[] };
    heard.set(server, created);
    await server.handle.pubsub.subscribe('amori_site_changed', () => {
      created.count += 1;
      created.waiting.splice(0).forEach((resolve) => resolve());
    });
    state = created;
  }
  const arrived = new Promise<void>((resolve) => state.waiting.push(resolve));
  await server.handle.pubsub.publish('amori_site_changed', '');
  await arrived;
}
