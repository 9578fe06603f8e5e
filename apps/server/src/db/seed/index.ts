import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { sites } from '../schema';
import { demoSite } from './demo-site';

/** Seeds the demo site when the database has no site yet. Returns whether it seeded. */
export async function seedDemo(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(sites);
  if ((row?.count ?? 0) > 0) return false;
  await db.insert(sites).values(demoSite);
  return true;
}
