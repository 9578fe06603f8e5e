import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, complaints, interests, pageBounces, regions } from '../../db/schema';

export const listInterests = (db: Database) =>
  db
    .select({ id: interests.id, slug: interests.slug, name: interests.name })
    .from(interests)
    .orderBy(asc(interests.name));

export const listRegions = (db: Database) =>
  db
    .select({ id: regions.id, country: regions.country, name: regions.name })
    .from(regions)
    .orderBy(asc(regions.country), asc(regions.name));

export async function findCompany(db: Database, id: number) {
  const rows = await db.select().from(companies).orderBy(asc(companies.id));
  return rows.find((c) => c.id === id) ?? rows[0];
}

export async function insertComplaint(db: Database, values: typeof complaints.$inferInsert) {
  const [row] = await db.insert(complaints).values(values).returning({ id: complaints.id });
  return row!.id;
}

export async function insertPageBounce(db: Database, values: typeof pageBounces.$inferInsert) {
  await db.insert(pageBounces).values(values);
}
