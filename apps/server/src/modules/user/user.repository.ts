import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts, profiles, users } from '../../db/schema';

export async function findUserByEmail(db: Database, siteId: number, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.email, email)))
    .limit(1);
  return row;
}

export async function recordLoginAttempt(db: Database, values: typeof loginAttempts.$inferInsert) {
  await db.insert(loginAttempts).values(values);
}

/** The latest login attempts for an e-mail address, newest first. */
export function latestLoginAttempts(db: Database, email: string, count: number) {
  return db
    .select({ success: loginAttempts.success, at: loginAttempts.at })
    .from(loginAttempts)
    .where(eq(loginAttempts.email, email))
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
    .limit(count);
}

export async function updateLanguage(db: Database, userId: number, language: string) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export async function touchProfile(db: Database, userId: number, now: Date) {
  await db.update(profiles).set({ lastActivity: now }).where(eq(profiles.userId, userId));
}
