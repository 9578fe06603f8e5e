import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites, type SiteRow } from '../../db/schema';

/**
 * Sites change rarely: lookups are cached per database and domain. Whatever changes a site row
 * publishes `SITE_CHANGED_CHANNEL` (see `siteChanged`), and every process drops its cache when it
 * hears it (LISTEN/NOTIFY on PostgreSQL); the time limit only bounds what a missed message costs.
 */
export const SITE_CACHE_MS = 60_000;
export const SITE_CHANGED_CHANNEL = 'amori_site_changed';
const cache = new WeakMap<Database, Map<string, { site: SiteRow | undefined; until: number }>>();

async function lookup(db: Database, domain: string): Promise<SiteRow | undefined> {
  const [exact] = await db.select().from(sites).where(eq(sites.domain, domain)).limit(1);
  if (exact) return exact;
  const [fallback] = await db.select().from(sites).orderBy(desc(sites.isDefault), sites.id).limit(1);
  return fallback;
}

/**
 * The site of a domain when this process has it cached, without a promise: settings.php, the
 * most frequent call, answers from here without waiting a turn of the event loop.
 */
export function cachedSiteForDomain(db: Database, domain: string): SiteRow | undefined {
  const hit = cache.get(db)?.get(domain);
  return hit && hit.until > Date.now() ? hit.site : undefined;
}

/** The site serving a domain, or the default site when no row matches. */
export async function findSiteForDomain(db: Database, domain: string): Promise<SiteRow | undefined> {
  const cached = cachedSiteForDomain(db, domain);
  if (cached) return cached;
  let byDomain = cache.get(db);
  if (!byDomain) cache.set(db, (byDomain = new Map()));
  const site = await lookup(db, domain);
  if (byDomain.size > 1000) byDomain.clear();
  // An empty database (before seeding) is not cached.
  if (site) byDomain.set(domain, { site, until: Date.now() + SITE_CACHE_MS });
  return site;
}

/** Drops this process's cached sites of a database (on a `SITE_CHANGED_CHANNEL` message). */
export function forgetSites(db: Database): void {
  cache.get(db)?.clear();
}

/** To call after changing a site row: every process (this one included) drops its cached sites. */
export async function siteChanged(
  db: Database,
  publish: ((channel: string, payload: string) => Promise<void>) | undefined,
): Promise<void> {
  forgetSites(db);
  await publish?.(SITE_CHANGED_CHANNEL, '');
}
