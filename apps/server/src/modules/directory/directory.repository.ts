// The directory: what modules read of other members, below the modules that use it. Member
// cards, a profile as its page shows it, and blocks.
import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardColumns, cardJoins, cardOf, rowsOf, type CardRow, type RawCard } from '../../db/cards';
import { executePrepared, preparedStatement } from '../../db/prepared';
import { blocks, profiles, regions, users } from '../../db/schema';

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Profiles with their region and main photo, for member cards. */
export async function findCards(db: Database, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(
    sql`select ${cardColumns} from profiles p ${cardJoins} where p.id in (${idList(ids)})`,
  );
  return rowsOf<RawCard>(result).map(cardOf);
}

/** Profiles blocked by or blocking a profile. */
export async function blockedWith(db: Database, profileId: number): Promise<Set<number>> {
  const { blocked, blockedBy } = await blocksOf(db, profileId);
  return new Set([...blocked, ...blockedBy]);
}

/** The blocks of a profile, each way: whom it blocked, and who blocked it. */
export interface BlocksOf {
  blocked: number[];
  blockedBy: number[];
}

export async function blocksOf(db: Database, profileId: number): Promise<BlocksOf> {
  const rows = await db
    .select({ a: blocks.blockerProfileId, b: blocks.blockedProfileId })
    .from(blocks)
    .where(or(eq(blocks.blockerProfileId, profileId), eq(blocks.blockedProfileId, profileId)));
  return {
    blocked: rows.filter((r) => r.a === profileId).map((r) => r.b),
    blockedBy: rows.filter((r) => r.a !== profileId).map((r) => r.a),
  };
}

/** The blocks between two profiles, each way. */
export async function blocksBetween(db: Database, a: number, b: number) {
  const rows = await db
    .select({ blocker: blocks.blockerProfileId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerProfileId, a), eq(blocks.blockedProfileId, b)),
        and(eq(blocks.blockerProfileId, b), eq(blocks.blockedProfileId, a)),
      ),
    );
  return { aBlockedB: rows.some((r) => r.blocker === a), bBlockedA: rows.some((r) => r.blocker === b) };
}

/** What decides whether a viewer may reach a profile (the service's `reachable`). */
export interface ReachRow {
  profile: {
    id: number;
    userId: number | null;
    siteId: number;
    status: (typeof profiles.$inferSelect)['status'];
  };
  /** Null: a profile without an account (a fictional one). */
  accountStatus: (typeof users.$inferSelect)['status'] | null;
  /** Whether either of the two blocked the other. */
  blocked: boolean;
}

/**
 * A `ReachRow` of the profile `id` for `viewer`, read as one json value (null: no such profile).
 * `viewer` and `id` are SQL, so that a statement of another module can read it beside its own: a
 * chat message's send does, in one round trip with the conversation.
 */
export const reachJson = (viewer: SQL | Placeholder, id: SQL | Placeholder) => sql`(
  select json_build_object(
    'profile', json_build_object('id', p.id, 'userId', p.user_id, 'siteId', p.site_id, 'status', p.status),
    'accountStatus', u.status,
    'blocked', exists (select 1 from blocks b
      where (b.blocker_profile_id = ${viewer} and b.blocked_profile_id = p.id)
         or (b.blocker_profile_id = p.id and b.blocked_profile_id = ${viewer})))
  from profiles p left join users u on u.id = p.user_id
  where p.id = ${id})`;

const reachStatement = preparedStatement<{ reach: ReachRow | null }>(
  'profile_reach',
  sql`select ${reachJson(sql.placeholder('viewer'), sql.placeholder('id'))} as reach`,
);

/** A profile, its account's state and the blocks between it and a viewer, in one statement. */
export async function reachOf(db: Database, viewer: number, id: number): Promise<ReachRow | undefined> {
  const [row] = await reachStatement(db, { viewer, id });
  return row?.reach ?? undefined;
}

/** A profile with its account's state, or undefined. */
export async function findProfile(db: Database, id: number) {
  const [row] = await db
    .select({
      profile: profiles,
      region: regions.name,
      accountStatus: users.status,
      invisible: users.invisible,
    })
    .from(profiles)
    .leftJoin(regions, eq(regions.id, profiles.regionId))
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, id))
    .limit(1);
  return row;
}

/** A photo as `memberProfile` answers it: what a viewer's copy of it is made from. */
export interface ViewPhoto {
  id: number;
  isMain: boolean;
  filename: string;
  thumbFilename: string;
  blurFilename: string;
  sources: { format: 'avif' | 'webp'; width: number; key: string }[];
  width: number;
  height: number;
}

export interface MemberProfileRow extends RawCard {
  site_id: number;
  status: 'active' | 'disabled';
  /** Null for a fictional profile without an account. */
  user_id: number | null;
  /** Null for a fictional profile without an account. */
  account_status: string | null;
  invisible: boolean | null;
  about: string;
  notes: string;
  external_url: string | null;
  sexuality: string;
  hair_colour: string | null;
  eye_colour: string | null;
  body_type: string | null;
  relationship_status: string | null;
  tattoos: string | null;
  signup_reason: string | null;
  /** The main photo first, then by position. */
  photos: ViewPhoto[];
  /** By name. */
  interests: { id: number; slug: string; name: string }[];
}

/**
 * Everything a profile page shows of a profile, the same for every viewer, in one query: the
 * profile, its card, its account's state, its photos and interests (the profile cache keeps it;
 * blocks and likes come from their own caches).
 */
export async function memberProfile(db: Database, id: number): Promise<MemberProfileRow | undefined> {
  // Prepared (see executePrepared): planning this statement cost more than running it.
  const result = await executePrepared(
    db,
    'member_profile',
    sql`
    select ${cardColumns}, p.site_id, p.status, p.user_id, u.status as account_status, u.invisible,
      case when p.about_hidden then '' else p.about end as about, p.notes, p.external_url, p.sexuality, p.hair_colour, p.eye_colour, p.body_type,
      p.relationship_status, p.tattoos, p.signup_reason,
      coalesce((select json_agg(json_build_object('id', ph.id, 'isMain', ph.is_main,
          'filename', ph.filename, 'thumbFilename', ph.thumb_filename,
          'blurFilename', ph.blur_filename, 'sources', ph.sources, 'width', ph.width,
          'height', ph.height) order by ph.is_main desc, ph.position, ph.id)
        from photos ph where ph.profile_id = p.id and ph.moderation = 'shown'), '[]'::json) as photos,
      coalesce((select json_agg(json_build_object('id', i.id, 'slug', i.slug, 'name', i.name)
          order by i.name)
        from profile_interests pi join interests i on i.id = pi.interest_id
        where pi.profile_id = p.id), '[]'::json) as interests
    from profiles p ${cardJoins}
    left join users u on u.id = p.user_id
    where p.id = ${id}`,
  );
  return rowsOf<MemberProfileRow>(result)[0];
}
