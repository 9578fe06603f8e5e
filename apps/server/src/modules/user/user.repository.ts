import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  loginAttempts,
  photos,
  profiles,
  pushSubscriptions,
  sessions,
  users,
  type UserRow,
} from '../../db/schema';

export interface UserWithProfile {
  user: UserRow;
  profile: { id: number; name: string; country: string; status: 'active' | 'disabled' } | null;
  mainPhoto: { filename: string; thumbFilename: string; matchFilename: string } | null;
}

const profileColumns = {
  id: profiles.id,
  name: profiles.name,
  country: profiles.country,
  status: profiles.status,
};
const photoColumns = {
  filename: photos.filename,
  thumbFilename: photos.thumbFilename,
  matchFilename: photos.matchFilename,
};

function userQuery(db: Database) {
  return db
    .select({ user: users, profile: profileColumns, mainPhoto: photoColumns })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, and(eq(photos.profileId, profiles.id), eq(photos.isMain, true)));
}

export async function findUserByEmail(db: Database, siteId: number, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.email, email)))
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserWithProfile | undefined> {
  const [row] = await userQuery(db).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user of a live session, in one query. */
export async function findUserBySessionHash(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<UserWithProfile | undefined> {
  const [row] = await userQuery(db)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function insertSession(
  db: Database,
  values: {
    tokenHash: string;
    userId: number;
    createdAt: Date;
    expiresAt: Date;
    ip: string;
    userAgent: string | null;
  },
) {
  await db.insert(sessions).values(values);
}

/** Deletes a session; answers the user id it belonged to, if any. */
export async function deleteSession(db: Database, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ userId: sessions.userId });
  return row?.userId;
}

export async function recordLoginAttempt(
  db: Database,
  values: { userId: number | null; ip: string; success: boolean; at: Date },
) {
  await db.insert(loginAttempts).values(values);
}

/** The latest attempts of a user, newest first. */
export async function latestLoginAttempts(db: Database, userId: number, count: number) {
  return db
    .select({ success: loginAttempts.success, at: loginAttempts.at })
    .from(loginAttempts)
    .where(eq(loginAttempts.userId, userId))
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
    .limit(count);
}

export async function updateLanguage(db: Database, userId: number, language: string) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export async function upsertPushSubscription(
  db: Database,
  values: {
    userId: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    expirationTime: number | null;
    createdAt: Date;
  },
) {
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        expirationTime: values.expirationTime,
      },
    });
}

export async function touchProfile(db: Database, userId: number, now: Date) {
  await db.update(profiles).set({ lastActivity: now }).where(eq(profiles.userId, userId));
}

export const countSql = sql<number>`count(*)::int`;
