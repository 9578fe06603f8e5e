import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites, type SiteRow } from '../../db/schema';

/** Sites change rarely: lookups are cached for a few seconds per database and domain. */
const CACHE_MS = 5000;
const cache = new WeakMap<Database, Map<string, { site: SiteRow | undefined; until: number }>>();

async function lookup(db: Database, domain: string): Promise<SiteRow | undefined> {
  const [exact] = await db.select().from(sites).where(eq(sites.domain, domain)).limit(1);
  if (exact) return exact;
  const [fallback] = await db.select().from(sites).orderBy(desc(sites.isDefault), sites.id).limit(1);
  return fallback;
}

/** The site serving a domain, or the default site when no row matches. */
export async function findSiteForDomain(db: Database, domain: string): Promise<SiteRow | undefined> {
  let byDomain = cache.get(db);
  if (!byDomain) cache.set(db, (byDomain = new Map()));
  const now = Date.now();
  const hit = byDomain.get(domain);
  if (hit && hit.until > now) return hit.site;
  const site = await lookup(db, domain);
  if (byDomain.size > 1000) byDomain.clear();
  // An empty database (before seeding) is not cached.
  if (site) byDomain.set(domain, { site, until: now + CACHE_MS });
  return site;
}
