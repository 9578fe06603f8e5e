import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { interests, profileInterests, profiles, regions, sites } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;

export async function findOwn(db: Database, profileId: number) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, profileId)).limit(1);
  return row;
}

export async function interestIds(db: Database, profileId: number): Promise<number[]> {
  const rows = await db
    .select({ id: profileInterests.interestId })
    .from(profileInterests)
    .where(eq(profileInterests.profileId, profileId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Which of these interest ids exist. */
export async function knownInterests(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: interests.id }).from(interests).where(inArray(interests.id, ids));
  return rows.map((r) => r.id);
}

export async function regionInCountry(db: Database, regionId: number, country: string): Promise<boolean> {
  const [row] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.id, regionId), eq(regions.country, country)))
    .limit(1);
  return !!row;
}

export async function update(db: Database, profileId: number, values: Partial<typeof profiles.$inferInsert>) {
  if (Object.keys(values).length > 0) await db.update(profiles).set(values).where(eq(profiles.id, profileId));
}

export async function replaceInterests(db: Database, profileId: number, ids: number[]): Promise<void> {
  await db.delete(profileInterests).where(eq(profileInterests.profileId, profileId));
  if (ids.length > 0) {
    await db.insert(profileInterests).values(ids.map((interestId) => ({ profileId, interestId })));
  }
}

/** The countries of a site. */
export async function siteCountries(db: Database, siteId: number): Promise<string[]> {
  const [row] = await db
    .select({ countries: sites.countries })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  return row?.countries ?? [];
}
