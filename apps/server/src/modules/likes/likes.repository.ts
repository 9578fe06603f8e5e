import type { LikeTabName } from '@amori/contract';
import { and, desc, eq, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { blocks, likes, profiles } from '../../db/schema';
import { rowsOf } from '../../db/cards';

/** A like of a profile's: the other profile, which way (0: sent by it, 1: received) and whether new. */
export interface LikeRow {
  dir: number;
  id: number;
  like_new: boolean;
}

/**
 * Likes are listed and counted only with profiles that can be opened: an active one. A member who
 * has not confirmed their e-mail yet has a disabled profile (as has a deleted account), so their
 * like waits, unseen and uncounted, until they confirm; then it shows as new.
 */
const otherIsActive = (other: SQL) =>
  sql`exists (select 1 from profiles o where o.id = ${other} and o.status = 'active')`;

/**
 * A profile's sent likes (newest first) and received ones (new ones first, then newest),
 * leaving out profiles blocked either way and those that are not active (`otherIsActive`): one
 * query of the likes alone, each list read in the order of an index (`likes_from_idx`,
 * `likes_to_idx`).
 */
export async function listLikes(db: Database, profileId: number): Promise<LikeRow[]> {
  const result = await db.execute(sql`
    select l.dir, l.id, l.like_new
    from (
      (select 0 as dir, to_profile_id as id, like_new,
          row_number() over (order by created_at desc, to_profile_id desc) as ord
        from likes where from_profile_id = ${profileId}
        order by created_at desc, to_profile_id desc limit 500)
      union all
      (select 1 as dir, from_profile_id as id, like_new,
          row_number() over (order by like_new desc, created_at desc, from_profile_id desc) as ord
        from likes where to_profile_id = ${profileId}
        order by like_new desc, created_at desc, from_profile_id desc limit 500)
    ) l
    where not exists (
      select 1 from blocks b
      where (b.blocker_profile_id = ${profileId} and b.blocked_profile_id = l.id)
         or (b.blocker_profile_id = l.id and b.blocked_profile_id = ${profileId}))
      and ${otherIsActive(sql`l.id`)}
    order by l.dir, l.ord`);
  return rowsOf<LikeRow>(result);
}

/** Every profile a profile likes and is liked by (a profile page's `liked` and `likes_me`), in one query. */
/** The profiles a profile likes (`sent`) and is liked by (`received`). */
export interface LikesOf {
  sent: Set<number>;
  received: Set<number>;
}

export async function likesOf(db: Database, profileId: number): Promise<LikesOf> {
  const result = await db.execute(sql`
    select 0 as dir, to_profile_id as id from likes where from_profile_id = ${profileId}
    union all
    select 1 as dir, from_profile_id as id from likes where to_profile_id = ${profileId}`);
  const sent = new Set<number>();
  const received = new Set<number>();
  for (const row of rowsOf<{ dir: number; id: number }>(result))
    (row.dir === 0 ? sent : received).add(row.id);
  return { sent, received };
}

/** What a list card (`listCardSchema`) shows of a profile. */
export interface ListCardRow {
  id: number;
  name: string;
  /** YYYY-MM-DD */
  birth_date: string;
  region: string | null;
  city: string | null;
  kind: 'member' | 'cam' | 'resell';
  /** Epoch milliseconds. */
  last_activity: number;
  thumb: string | null;
}

/** The columns of a list card, over `profiles p` joined with `listCardJoins`. */
const listCardColumns = sql.raw(`p.id, p.name, p.birth_date::text as birth_date, r.name as region,
  p.city, p.kind, (extract(epoch from p.last_activity) * 1000)::float8 as last_activity,
  ph.thumb_filename as thumb`);
const listCardJoins = sql.raw(`left join regions r on r.id = p.region_id
  left join photos ph on ph.profile_id = p.id and ph.is_main`);

/** The list cards of these profiles (a page of a likes tab), in no order: one query. */
export async function listCards(db: Database, ids: number[]): Promise<ListCardRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select ${listCardColumns} from profiles p ${listCardJoins}
    where p.id = any(${`{${ids.join(',')}}`}::int[])`);
  return rowsOf<ListCardRow>(result);
}

/**
 * How a tab of the likes screen reads its likes (`likes l`): the profile's own side and the
 * other's, the columns of the tab's index order (each descending) with the values to start
 * from (above every like), and whether only matches count (received likes given back).
 */
interface TabRead {
  mine: string;
  other: string;
  order: [column: string, start: string][];
  matchesOnly: boolean;
}

/** Received likes: new ones first, then newest. */
const received: TabRead = {
  mine: 'to_profile_id',
  other: 'from_profile_id',
  order: [
    ['like_new', 'true'],
    ['created_at', `timestamptz 'infinity'`],
    ['from_profile_id', '2147483647'],
  ],
  matchesOnly: false,
};

const TABS: Record<LikeTabName, TabRead> = {
  sent: {
    mine: 'from_profile_id',
    other: 'to_profile_id',
    order: [
      ['created_at', `timestamptz 'infinity'`],
      ['to_profile_id', '2147483647'],
    ],
    matchesOnly: false,
  },
  received,
  matches: { ...received, matchesOnly: true },
};

/**
 * The list cards of a tab's next page: the `limit` likes after the like of profile `after`, in
 * the tab's order, leaving out profiles blocked either way; from the start when `after` is not
 * in the tab. One query that reads the tab's index from that like on (keyset), not the whole
 * list: a load more of the likes screen. Prepared (see executePrepared): one statement a tab.
 */
export async function tabPage(
  db: Database,
  profileId: number,
  tab: LikeTabName,
  after: number,
  limit: number,
): Promise<ListCardRow[]> {
  const { mine, other, order, matchesOnly } = TABS[tab];
  const columns = sql.raw(order.map(([column]) => `l.${column}`).join(', '));
  const descending = sql.raw(order.map(([column]) => `l.${column} desc`).join(', '));
  // A row of scalar subqueries, so that the comparison below is an index condition.
  const from = sql.raw(
    order.map(([column, start]) => `coalesce((select ${column} from anchor), ${start})`).join(', '),
  );
  const them = sql.raw(`l.${other}`);
  // A like is in the tab: the profile's, not blocked either way, with an active profile, and
  // given back for matches.
  const inTab = sql`l.${sql.raw(mine)} = ${profileId}
    and ${otherIsActive(them)}
    and not exists (
      select 1 from blocks b
      where (b.blocker_profile_id = ${profileId} and b.blocked_profile_id = ${them})
         or (b.blocker_profile_id = ${them} and b.blocked_profile_id = ${profileId}))${
           matchesOnly
             ? sql` and exists (select 1 from likes m
                 where m.from_profile_id = ${profileId} and m.to_profile_id = ${them})`
             : sql``
         }`;
  const result = await executePrepared(
    db,
    `likes_page_${tab}`,
    sql`
    with anchor as (select ${columns} from likes l where ${inTab} and ${them} = ${after}),
    page as (
      select ${them} as id, row_number() over (order by ${descending}) as ord
      from likes l
      where ${inTab} and (${columns}) < (${from})
      order by ${descending}
      limit ${limit}
    )
    select ${listCardColumns}
    from page join profiles p on p.id = page.id ${listCardJoins}
    order by page.ord`,
  );
  return rowsOf<ListCardRow>(result);
}

/**
 * A profile's received likes, new ones first, then newest, without the profiles (chats.php);
 * only from active profiles (`otherIsActive`).
 */
export async function receivedLikes(db: Database, profileId: number) {
  return db
    .select({ id: likes.fromProfileId, likeNew: likes.likeNew })
    .from(likes)
    .where(and(eq(likes.toProfileId, profileId), otherIsActive(sql`${likes.fromProfileId}`)))
    .orderBy(desc(likes.likeNew), desc(likes.createdAt), desc(likes.fromProfileId))
    .limit(500);
}

/** Recently active fictional profiles that have not liked this profile yet, and are not blocked either way. */
export async function autoLikeCandidates(db: Database, profileId: number, siteId: number) {
  return db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.siteId, siteId),
        eq(profiles.fictional, true),
        eq(profiles.status, 'active'),
        not(eq(profiles.id, profileId)),
        sql`not exists (select 1 from ${likes} where ${likes.fromProfileId} = ${profiles.id} and ${likes.toProfileId} = ${profileId})`,
        sql`not exists (select 1 from ${blocks} where (${blocks.blockerProfileId} = ${profiles.id} and ${blocks.blockedProfileId} = ${profileId}) or (${blocks.blockerProfileId} = ${profileId} and ${blocks.blockedProfileId} = ${profiles.id}))`,
      ),
    )
    .orderBy(desc(profiles.lastActivity))
    .limit(50);
}

/** Adds a like; whether it is new (a like already there is left as it was). */
export async function insertLike(db: Database, from: number, to: number, at: Date): Promise<boolean> {
  const rows = await db
    .insert(likes)
    .values({ fromProfileId: from, toProfileId: to, likeNew: true, createdAt: at })
    .onConflictDoNothing()
    .returning({ from: likes.fromProfileId });
  return rows.length > 0;
}

export async function deleteLike(db: Database, from: number, to: number): Promise<void> {
  await db.delete(likes).where(and(eq(likes.fromProfileId, from), eq(likes.toProfileId, to)));
}

/** The likes between two profiles, each way. */
export async function between(db: Database, a: number, b: number) {
  const rows = await db
    .select({ from: likes.fromProfileId })
    .from(likes)
    .where(
      or(
        and(eq(likes.fromProfileId, a), eq(likes.toProfileId, b)),
        and(eq(likes.fromProfileId, b), eq(likes.toProfileId, a)),
      ),
    );
  return { aLikesB: rows.some((r) => r.from === a), bLikesA: rows.some((r) => r.from === b) };
}

export async function deleteBetween(db: Database, a: number, b: number): Promise<void> {
  await db
    .delete(likes)
    .where(
      or(
        and(eq(likes.fromProfileId, a), eq(likes.toProfileId, b)),
        and(eq(likes.fromProfileId, b), eq(likes.toProfileId, a)),
      ),
    );
}

/** The like of `from` to `to` is no longer new. */
export async function markSeen(db: Database, from: number, to: number): Promise<void> {
  await db
    .update(likes)
    .set({ likeNew: false })
    .where(and(eq(likes.fromProfileId, from), eq(likes.toProfileId, to), eq(likes.likeNew, true)));
}

/** New likes a profile received, from active profiles (`otherIsActive`) other than these. */
export async function countNew(db: Database, to: number, except: number[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(likes)
    .where(
      and(
        eq(likes.toProfileId, to),
        eq(likes.likeNew, true),
        otherIsActive(sql`${likes.fromProfileId}`),
        except.length > 0 ? notInArray(likes.fromProfileId, except) : undefined,
      ),
    );
  return row?.n ?? 0;
}
