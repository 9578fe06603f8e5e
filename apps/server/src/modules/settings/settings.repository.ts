import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites, type SiteRow } from '../../db/schema';

/** The site of a domain, or the default site when no row has that domain. */
export async function findSiteForDomain(db: Database, domain: string): Promise<SiteRow | undefined> {
  const [exact] = await db.select().from(sites).where(eq(sites.domain, domain)).limit(1);
  if (exact) return exact;
  const [fallback] = await db.select().from(sites).orderBy(desc(sites.isDefault), sites.id).limit(1);
  return fallback;
}

/** A site by its id. */
export async function findSiteById(db: Database, id: number): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id)).limit(1);
  return row;
}
