import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  appealDecisions,
  appeals,
  moderationActions,
  photos,
  profiles,
  reports,
  users,
} from '../../db/schema';

/** Photos of a site waiting for approval, the oldest first, with their profile's name. */
export function waitingPhotos(db: Database, siteId: number, limit: number) {
  return db
    .select({
      id: photos.id,
      filename: photos.filename,
      createdAt: photos.createdAt,
      profileId: profiles.id,
      name: profiles.name,
    })
    .from(photos)
    .innerJoin(profiles, eq(profiles.id, photos.profileId))
    .where(and(eq(photos.moderation, 'waiting'), eq(profiles.siteId, siteId)))
    .orderBy(asc(photos.createdAt), asc(photos.id))
    .limit(limit);
}

/** The member of a photo of the site that waits for approval (undefined: none such). */
export async function waitingPhotoOf(db: Database, siteId: number, photoId: number) {
  const [row] = await db
    .select({
      profileId: profiles.id,
      name: profiles.name,
      userId: users.id,
      email: users.email,
      language: users.language,
      accountStatus: users.status,
    })
    .from(photos)
    .innerJoin(profiles, eq(profiles.id, photos.profileId))
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(photos.id, photoId), eq(photos.moderation, 'waiting'), eq(profiles.siteId, siteId)))
    .limit(1);
  return row;
}

export async function insertAction(db: Database, values: typeof moderationActions.$inferInsert) {
  await db.insert(moderationActions).values(values);
}

/** A period of whole days: [from, to). */
export interface Period {
  from: Date;
  to: Date;
}

/** Reports of a site made in the period, by reason. */
export function reportsByReason(db: Database, siteId: number, { from, to }: Period) {
  return db
    .select({ key: reports.reason, count: sql<number>`count(*)::int` })
    .from(reports)
    .where(and(eq(reports.siteId, siteId), gte(reports.createdAt, from), lt(reports.createdAt, to)))
    .groupBy(reports.reason);
}

/** Rows of a site's action log written in the period, by kind. */
export function actionsByKind(db: Database, siteId: number, { from, to }: Period) {
  return db
    .select({ key: moderationActions.action, count: sql<number>`count(*)::int` })
    .from(moderationActions)
    .where(
      and(
        eq(moderationActions.siteId, siteId),
        gte(moderationActions.createdAt, from),
        lt(moderationActions.createdAt, to),
      ),
    )
    .groupBy(moderationActions.action);
}

/** Appeals of a site made in the period, and how many of the decisions in it reversed one. */
export async function appealCounts(db: Database, siteId: number, { from, to }: Period) {
  const [made] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(appeals)
    .where(and(eq(appeals.siteId, siteId), gte(appeals.createdAt, from), lt(appeals.createdAt, to)));
  const [reversed] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(appealDecisions)
    .innerJoin(appeals, eq(appeals.id, appealDecisions.appealId))
    .where(
      and(
        eq(appeals.siteId, siteId),
        eq(appealDecisions.outcome, 'reversed'),
        gte(appealDecisions.createdAt, from),
        lt(appealDecisions.createdAt, to),
      ),
    );
  return { appeals: made?.count ?? 0, reversals: reversed?.count ?? 0 };
}

/**
 * For every report acted on in the period (its first action in the log falls in it), the seconds
 * from the report to that action.
 */
export async function secondsToAction(db: Database, siteId: number, { from, to }: Period): Promise<number[]> {
  const rows = await db
    .select({
      seconds: sql<number>`extract(epoch from min(${moderationActions.createdAt}) - ${reports.createdAt})::float8`,
    })
    .from(reports)
    .innerJoin(moderationActions, eq(moderationActions.reportId, reports.id))
    .where(eq(reports.siteId, siteId))
    .groupBy(reports.id, reports.createdAt)
    .having(
      and(
        gte(sql`min(${moderationActions.createdAt})`, from),
        lt(sql`min(${moderationActions.createdAt})`, to),
      ),
    );
  return rows.map((r) => Number(r.seconds));
}
