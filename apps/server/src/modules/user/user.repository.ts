import { and, desc, eq, isNull } from 'drizzle-orm';
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

/**
 * The latest login attempts, newest first: those from a known device (its nonce), or those for an
 * e-mail address from unknown devices (`device` null).
 */
export function latestLoginAttempts(
  db: Database,
  from: { email: string; device: string | null },
  count: number,
) {
  return db
    .select({ success: loginAttempts.success, at: loginAttempts.at })
    .from(loginAttempts)
    .where(
      from.device !== null
        ? eq(loginAttempts.device, from.device)
        : and(eq(loginAttempts.email, from.email), isNull(loginAttempts.device)),
    )
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
    .limit(count);
}

export async function updateLanguage(db: Database, userId: number, language: string) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export async function touchProfile(db: Database, userId: number, now: Date) {
  await db.update(profiles).set({ lastActivity: now }).where(eq(profiles.userId, userId));
}
