import type { ModerationAction, ReportPlace, ReportReason } from '@amori/core';
import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  appealDecisions,
  appeals,
  conversations,
  messages,
  moderationActions,
  photos,
  profiles,
  reports,
  users,
  type ReportRow,
} from '../../db/schema';

/** A report to store; answers its id, or undefined when the reporter reported this thing before. */
export async function insertReport(db: Database, values: typeof reports.$inferInsert) {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning({ id: reports.id });
  return row?.id;
}

/**
 * A message the reporter received from the reported profile, in a conversation of the two: what a
 * report of it keeps as evidence.
 */
export async function messageFromTo(db: Database, messageId: number, from: number, to: number) {
  const [row] = await db
    .select({ id: messages.id, kind: messages.kind, body: messages.body, sentAt: messages.sentAt })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.senderProfileId, from),
        or(
          and(eq(conversations.profileA, from), eq(conversations.profileB, to)),
          and(eq(conversations.profileA, to), eq(conversations.profileB, from)),
        ),
      ),
    )
    .limit(1);
  return row;
}

export async function photoOf(db: Database, profileId: number, photoId: number) {
  const [row] = await db
    .select({ id: photos.id, filename: photos.filename })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.profileId, profileId)))
    .limit(1);
  return row;
}

/** A report as the queue and its detail list it, with the reporter's and the reported's names. */
const summaryColumns = {
  id: reports.id,
  siteId: reports.siteId,
  reason: reports.reason,
  place: reports.place,
  note: reports.note,
  status: reports.status,
  createdAt: reports.createdAt,
  reporterUserId: reports.reporterUserId,
  reporterEmail: reports.reporterEmail,
  reporterName: sql<
    string | null
  >`(select rp.name from profiles rp where rp.user_id = ${reports.reporterUserId})`,
  reportedProfileId: reports.reportedProfileId,
  reportedName: profiles.name,
  evidence: reports.evidence,
};
export type ReportSummaryRow = {
  id: number;
  siteId: number;
  reason: ReportReason;
  place: ReportPlace;
  note: string;
  status: 'open' | 'dismissed' | 'actioned';
  createdAt: Date;
  reporterUserId: number | null;
  reporterEmail: string | null;
  reporterName: string | null;
  reportedProfileId: number;
  reportedName: string;
  evidence: ReportRow['evidence'];
};

/** Open reports of a site: the most severe first, then the oldest. */
export async function openReports(db: Database, siteId: number, limit: number): Promise<ReportSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(reports)
    .innerJoin(profiles, eq(profiles.id, reports.reportedProfileId))
    .where(and(eq(reports.siteId, siteId), eq(reports.status, 'open')))
    .orderBy(asc(reports.severity), asc(reports.createdAt), asc(reports.id))
    .limit(limit);
}

export async function findReport(db: Database, id: number): Promise<ReportSummaryRow | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(reports)
    .innerJoin(profiles, eq(profiles.id, reports.reportedProfileId))
    .where(eq(reports.id, id))
    .limit(1);
  return row;
}

/** Other reports of a profile, newest first. */
export async function reportsOf(
  db: Database,
  profileId: number,
  except: number,
): Promise<ReportSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(reports)
    .innerJoin(profiles, eq(profiles.id, reports.reportedProfileId))
    .where(and(eq(reports.reportedProfileId, profileId), ne(reports.id, except)))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(50);
}

/** The reported member: profile, account and photos. */
export async function reportedMember(db: Database, profileId: number) {
  const [row] = await db
    .select({
      profile: profiles,
      userId: users.id,
      email: users.email,
      language: users.language,
      accountStatus: users.status,
      suspendedUntil: users.suspendedUntil,
    })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId))
    .limit(1);
  if (!row) return undefined;
  const list = await db
    .select({ id: photos.id, filename: photos.filename })
    .from(photos)
    .where(eq(photos.profileId, profileId))
    .orderBy(desc(photos.isMain), asc(photos.position), asc(photos.id));
  return { ...row, photos: list };
}

/** The latest messages one profile sent another, oldest first. */
export async function latestMessages(db: Database, from: number, to: number, limit: number) {
  const rows = await db
    .select({ id: messages.id, kind: messages.kind, body: messages.body, sentAt: messages.sentAt })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.senderProfileId, from),
        or(
          and(eq(conversations.profileA, from), eq(conversations.profileB, to)),
          and(eq(conversations.profileA, to), eq(conversations.profileB, from)),
        ),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

/** What moderators did about a profile, newest first, with who did it. */
export async function actionsOf(db: Database, profileId: number) {
  return db
    .select({
      id: moderationActions.id,
      action: moderationActions.action,
      ground: moderationActions.ground,
      reason: moderationActions.reason,
      until: moderationActions.until,
      moderator: users.email,
      createdAt: moderationActions.createdAt,
    })
    .from(moderationActions)
    .leftJoin(users, eq(users.id, moderationActions.moderatorUserId))
    .where(eq(moderationActions.profileId, profileId))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(50);
}

export async function insertAction(db: Database, values: typeof moderationActions.$inferInsert) {
  const [row] = await db.insert(moderationActions).values(values).returning({ id: moderationActions.id });
  return row!.id;
}

export async function closeReport(db: Database, id: number, status: 'dismissed' | 'actioned', at: Date) {
  await db.update(reports).set({ status, handledAt: at }).where(eq(reports.id, id));
}

/**
 * Suspends an account until a date (a ban: `BANNED_UNTIL`) and disables its profile: every read
 * of other members (search, likes, swipe decks, landers, profile pages) leaves a disabled profile
 * out, as it does a deleted account's.
 */
export async function suspend(db: Database, userId: number | null, profileId: number, until: Date) {
  if (userId !== null) await db.update(users).set({ suspendedUntil: until }).where(eq(users.id, userId));
  await db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, profileId));
}

/**
 * Ends a suspension that has run out: the account may log in again, and its profile shows again
 * when the account is confirmed. Answers whether it ended one.
 */
export async function liftSuspension(db: Database, userId: number, now: Date): Promise<boolean> {
  const lifted = await db
    .update(users)
    .set({ suspendedUntil: null })
    .where(and(eq(users.id, userId), lte(users.suspendedUntil, now)))
    .returning({ status: users.status });
  if (lifted[0]?.status !== 'confirmed') return lifted.length > 0;
  await db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, userId));
  return true;
}

export async function profileIdOfUser(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

/** Hides or shows again a profile's about text for other members (a moderator's hide_text). */
export async function setAboutHidden(db: Database, profileId: number, hidden: boolean) {
  await db.update(profiles).set({ aboutHidden: hidden }).where(eq(profiles.id, profileId));
}

/**
 * Ends a suspension or ban at once (an appeal reversed it), but only the one a given action set:
 * a later, other suspension stays. The profile shows again when the account is confirmed.
 * Answers whether it ended one.
 */
export async function endSuspension(db: Database, userId: number, until: Date): Promise<boolean> {
  const lifted = await db
    .update(users)
    .set({ suspendedUntil: null })
    .where(and(eq(users.id, userId), eq(users.suspendedUntil, until)))
    .returning({ status: users.status });
  if (lifted.length === 0) return false;
  if (lifted[0]!.status === 'confirmed')
    await db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, userId));
  return true;
}

/** A logged action with its appeal and the appeal's decision, when there are. */
const statementColumns = {
  id: moderationActions.id,
  siteId: moderationActions.siteId,
  profileId: moderationActions.profileId,
  userId: moderationActions.userId,
  moderatorUserId: moderationActions.moderatorUserId,
  action: moderationActions.action,
  ground: moderationActions.ground,
  reason: moderationActions.reason,
  photoId: moderationActions.photoId,
  until: moderationActions.until,
  createdAt: moderationActions.createdAt,
  appealId: appeals.id,
  appealText: appeals.text,
  appealedAt: appeals.createdAt,
  outcome: appealDecisions.outcome,
  decisionReason: appealDecisions.reason,
  decidedAt: appealDecisions.createdAt,
};
export type StatementRow = Awaited<ReturnType<typeof statementsOfUser>>[number];

function statementQuery(db: Database) {
  return db
    .select(statementColumns)
    .from(moderationActions)
    .leftJoin(appeals, eq(appeals.actionId, moderationActions.id))
    .leftJoin(appealDecisions, eq(appealDecisions.appealId, appeals.id));
}

/** The statements a member received (every action but a dismissal), newest first. */
export async function statementsOfUser(db: Database, userId: number) {
  return statementQuery(db)
    .where(and(eq(moderationActions.userId, userId), ne(moderationActions.action, 'dismiss')))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(100);
}

export async function statementById(db: Database, actionId: number) {
  const [row] = await statementQuery(db).where(eq(moderationActions.id, actionId)).limit(1);
  return row;
}

export async function statementByTokenHash(db: Database, hash: string) {
  const [row] = await statementQuery(db).where(eq(moderationActions.appealTokenHash, hash)).limit(1);
  return row;
}

/** An appeal to store; answers its id, or undefined when the action was appealed before. */
export async function insertAppeal(db: Database, values: typeof appeals.$inferInsert) {
  const [row] = await db.insert(appeals).values(values).onConflictDoNothing().returning({ id: appeals.id });
  return row?.id;
}

/** A decision to store; answers its id, or undefined when the appeal was decided before. */
export async function insertDecision(db: Database, values: typeof appealDecisions.$inferInsert) {
  const [row] = await db
    .insert(appealDecisions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: appealDecisions.id });
  return row?.id;
}

/** Appeals with their action, decision, member's name and the acting moderator's address. */
function appealQuery(db: Database) {
  return db
    .select({
      ...statementColumns,
      appealId: appeals.id,
      memberName: profiles.name,
      moderator: users.email,
    })
    .from(appeals)
    .innerJoin(moderationActions, eq(moderationActions.id, appeals.actionId))
    .leftJoin(appealDecisions, eq(appealDecisions.appealId, appeals.id))
    .innerJoin(profiles, eq(profiles.id, appeals.profileId))
    .leftJoin(users, eq(users.id, moderationActions.moderatorUserId));
}
export type AppealRow = Awaited<ReturnType<typeof openAppeals>>[number];

/** Open appeals (no decision yet) of a site, the oldest first. */
export async function openAppeals(db: Database, siteId: number, limit: number) {
  return appealQuery(db)
    .where(and(eq(appeals.siteId, siteId), isNull(appealDecisions.id)))
    .orderBy(asc(appeals.createdAt), asc(appeals.id))
    .limit(limit);
}

export async function findAppeal(db: Database, id: number) {
  const [row] = await appealQuery(db).where(eq(appeals.id, id)).limit(1);
  return row;
}

/** The account behind actions' users: their address and language, for the outcome's mail. */
export async function accountsOf(db: Database, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, language: users.language, status: users.status })
    .from(users)
    .where(inArray(users.id, userIds));
}

export type { ModerationAction };
