import { SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE } from '@amori/core';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { cardColumns, cardJoins, cardOf, rowsOf, type CardRow, type RawCard } from '../../db/cards';
import { executePrepared } from '../../db/prepared';
import { blocks, profiles, regions } from '../../db/schema';

export { cardOf, type CardRow };

export async function insertBlock(db: Database, blocker: number, blocked: number, at: Date) {
  await db
    .insert(blocks)
    .values({ blockerProfileId: blocker, blockedProfileId: blocked, createdAt: at })
    .onConflictDoNothing();
}

export async function deleteBlock(db: Database, blocker: number, blocked: number) {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerProfileId, blocker), eq(blocks.blockedProfileId, blocked)));
}

/** The profiles a profile blocked, most recent first. */
export async function blockedBy(db: Database, blocker: number) {
  const rows = await db
    .select({ id: blocks.blockedProfileId })
    .from(blocks)
    .where(eq(blocks.blockerProfileId, blocker))
    .orderBy(desc(blocks.createdAt))
    .limit(500);
  return rows.map((r) => r.id);
}

/** A region of a country, when it is one. */
export async function regionOf(db: Database, regionId: number, country: string) {
  const [row] = await db
    .select({ id: regions.id, name: regions.name })
    .from(regions)
    .where(and(eq(regions.id, regionId), eq(regions.country, country)))
    .limit(1);
  return row;
}

/** Rows a load reads: a page, and one to know there is more. */
export const SEARCH_LOAD = SEARCH_PAGE_SIZE + 1;
/** Matching profiles a first load reads to count: the cap, and one to know there are more. */
export const SEARCH_COUNTED = SEARCH_COUNT_CAP + 1;

export interface SearchWhere {
  siteId: number;
  gender: 'male' | 'female';
  country: string;
  regionId: number | null;
  /** Born on or before (at least the minimum age). */
  bornLatest: string;
  /** Born after (at most the maximum age). */
  bornAfter: string;
  /** Only members (no cam or resell profiles), where the site does not resell. */
  membersOnly: boolean;
  /** Profiles never shown: the viewer and those blocked either way. */
  excluded: number[];
}

/**
 * The conditions of a search. They match the search indexes (partial on `searchable`): gender and
 * country (or region) as equalities before `last_activity`, so rows come in the index's order
 * (no sort), and age, region and kind are read from the index itself. The count reads the count
 * indexes, where the ages are one range.
 *
 * In the ordered load (`ordered`), the ages are wrapped in `is true`, which no index can use: the
 * statement is prepared, and its generic plan, which cannot see how many members the ages keep,
 * would otherwise read the count index by age range and sort what it finds (a Sort node).
 */
function conditions(where: SearchWhere, ordered: boolean): SQL {
  const ages = sql`p.birth_date <= ${where.bornLatest}::date and p.birth_date > ${where.bornAfter}::date`;
  const parts: SQL[] = [
    sql`p.searchable`,
    sql`p.site_id = ${where.siteId}`,
    sql`p.gender = ${where.gender}`,
    // A region belongs to one country (checked before): its index needs no country.
    where.regionId === null ? sql`p.country = ${where.country}` : sql`p.region_id = ${where.regionId}`,
    ordered ? sql`(${ages}) is true` : ages,
    // One array, so that the statement's text is the same whoever is left out.
    sql`p.id <> all(${sql.param(where.excluded)}::int[])`,
  ];
  if (where.membersOnly) parts.push(sql`p.kind = 'member'`);
  return sql.join(parts, sql` and `);
}

export interface SearchCursor {
  /** Last activity in microseconds since the epoch (the database keeps microseconds). */
  micros: bigint;
  id: number;
}

/**
 * The ids of one load of search results, in order of last activity (then id), after the cursor;
 * `searchLoadSql` joins their cards to it.
 */
export function searchSql(where: SearchWhere, cursor: SearchCursor | null, limit: number): SQL {
  // Microseconds as a float8 are exact (below 2^53), so the cursor's instant is the row's.
  const at = cursor
    ? sql`(timestamptz 'epoch' + ${String(cursor.micros)}::float8 * interval '1 microsecond')`
    : null;
  const after = cursor
    ? sql` and p.last_activity <= ${at} and (p.last_activity < ${at} or p.id < ${cursor.id})`
    : sql``;
  return sql`
    select p.id, (extract(epoch from p.last_activity) * 1000000)::bigint::text as micros
    from profiles p
    where ${conditions(where, true)}${after}
    order by p.last_activity desc nulls last, p.id desc nulls last
    limit ${limit}`;
}

export interface SearchCardHit extends RawCard {
  micros: string;
}

/**
 * One load of search results with their cards, and (when `countCap` is given) the ids of the
 * matching profiles up to it (their number is the count; the search cache checks them against a
 * member's blocks), in one query: a search is one round trip to the database.
 * The query of `searchLoad` (the benchmark EXPLAINs it).
 */
export function searchLoadSql(
  where: SearchWhere,
  cursor: SearchCursor | null,
  limit: number,
  countCap: number | null,
): SQL {
  const cards = sql`
    with hits as (${searchSql(where, cursor, limit)}),
    cards as (select h.micros, ${cardColumns} from hits h join profiles p on p.id = h.id ${cardJoins})
    select null::int[] as matched, cards.* from cards`;
  if (countCap === null) return cards;
  // The counted ids come once, in a row of their own (no card): in each row, they would be
  // sent and parsed once a card.
  return sql`${cards}
    union all
    select (select coalesce(array_agg(counted.id), '{}') from (select p.id from profiles p
        where ${conditions(where, false)} limit ${countCap}) counted), cards.*
    from (select) one left join cards on false`;
}

/**
 * The name of the prepared statement of a load: one for each shape of its text (the values are
 * parameters), at most 16 a connection.
 */
function searchLoadName(where: SearchWhere, cursor: SearchCursor | null, countCap: number | null) {
  return [
    'search',
    where.regionId === null ? 'country' : 'region',
    where.membersOnly ? 'members' : 'all',
    cursor ? 'after' : 'first',
    countCap === null ? 'uncounted' : 'counted',
  ].join('_');
}

export async function searchLoad(
  db: Database,
  where: SearchWhere,
  cursor: SearchCursor | null,
  limit: number,
  countCap: number | null,
): Promise<{ hits: SearchCardHit[]; matched: number[] | null }> {
  // Prepared (see executePrepared): on a large site, planning this statement took about as long as
  // running it, and a search must stay within QUALITY.md's budget.
  const result = await executePrepared(
    db,
    searchLoadName(where, cursor, countCap),
    searchLoadSql(where, cursor, limit, countCap),
  );
  const rows = rowsOf<SearchCardHit & { matched: number[] | null }>(result);
  // In the order of the load (most recent activity, then id), sorted here: a sort of these few
  // rows in the query would put a Sort node in its plan.
  const key = (hit: SearchCardHit) => BigInt(hit.micros);
  return {
    hits: rows
      .filter((r) => r.card_id !== null)
      .sort((a, b) => (key(a) === key(b) ? b.card_id - a.card_id : key(a) < key(b) ? 1 : -1)),
    matched: countCap === null ? null : (rows.find((r) => r.matched !== null)?.matched ?? []),
  };
}

/**
 * Suggestions for the swipe game: searchable members of a gender (and country, tried first) that
 * the profile has not swiped, liked, or blocked either way, most recently active first.
 */
export async function swipeCandidates(
  db: Database,
  where: Omit<SearchWhere, 'regionId' | 'bornLatest' | 'bornAfter'>,
  profileId: number,
  limit: number,
): Promise<number[]> {
  const excluded =
    where.excluded.length > 0
      ? sql` and p.id not in (${sql.join(
          where.excluded.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const result = await db.execute(sql`
    select p.id from profiles p
    where p.searchable and p.site_id = ${where.siteId} and p.gender = ${where.gender}
      and p.country = ${where.country}${where.membersOnly ? sql` and p.kind = 'member'` : sql``}${excluded}
      and not exists (select 1 from swipes s where s.profile_id = ${profileId} and s.target_profile_id = p.id)
      and not exists (select 1 from likes l where l.from_profile_id = ${profileId} and l.to_profile_id = p.id)
    order by p.last_activity desc nulls last, p.id desc nulls last
    limit ${limit}`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

/** The profile's own row (the viewer's gender, what they seek, their country). */
export async function ownRow(db: Database, profileId: number) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, profileId)).limit(1);
  return row;
}

/** A value as an SQL literal (numbers, text and arrays of numbers: a search's parameters). */
const literal = (value: unknown): string =>
  typeof value === 'number'
    ? String(value)
    : `'${(Array.isArray(value) ? `{${value.join(',')}}` : String(value)).replaceAll("'", "''")}'`;

/**
 * The plan of a search's statement as it runs, as text (the benchmark checks it has no Sort node):
 * the whole statement a load runs (the load, its cards, and on a first load the count), prepared,
 * with the generic plan PostgreSQL settles on after a few runs.
 */
export async function explainSearch(
  db: Database,
  where: SearchWhere,
  cursor: SearchCursor | null,
): Promise<string> {
  const load = new PgDialect().sqlToQuery(
    searchLoadSql(where, cursor, SEARCH_LOAD, cursor ? null : SEARCH_COUNTED),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare search_explain as ${load.sql}`));
    const result = await tx.execute(
      sql.raw(`explain execute search_explain(${load.params.map(literal).join(', ')})`),
    );
    await tx.execute(sql`deallocate search_explain`);
    return rowsOf<Record<string, string>>(result)
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
}

/** The site's id and the region of a country with the most members (the benchmark's filters). */
export async function benchmarkTargets(db: Database, country: string) {
  const [site] = rowsOf<{ id: number }>(await db.execute(sql`select id from sites order by id limit 1`));
  const [region] = rowsOf<{ id: number }>(
    await db.execute(sql`select region_id as id from profiles where country = ${country} and region_id is not null
      group by region_id order by count(*) desc limit 1`),
  );
  return { siteId: site!.id, regionId: region!.id };
}
