import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  blocks,
  companies,
  conversations,
  creditLedger,
  discountCodes,
  discountRedemptions,
  emailTokens,
  likes,
  loginAttempts,
  messages,
  notificationPreferences,
  orders,
  photos,
  profileInterests,
  profiles,
  pushSubscriptions,
  regions,
  sessions,
  trackingRecords,
  users,
} from '../../db/schema';

export type TokenKind = (typeof emailTokens.$inferInsert)['kind'];

export async function findUserByEmail(db: Database, siteId: number, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.email, email)))
    .limit(1);
  return row;
}

export async function findUser(db: Database, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function profileOfUser(db: Database, userId: number) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

/** A profile another member may write to at signup: on the site, active, not their own. */
export async function findTargetProfile(db: Database, siteId: number, profileId: number) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.siteId, siteId), eq(profiles.status, 'active')))
    .limit(1);
  return row;
}

export async function regionInCountry(db: Database, regionId: number, country: string) {
  const [row] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.id, regionId), eq(regions.country, country)))
    .limit(1);
  return row;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function insertProfile(db: Database, values: typeof profiles.$inferInsert) {
  const [row] = await db.insert(profiles).values(values).returning({ id: profiles.id });
  return row!;
}

export async function insertPreferences(db: Database, userId: number) {
  await db.insert(notificationPreferences).values({ userId }).onConflictDoNothing();
}

export async function insertTracking(db: Database, values: typeof trackingRecords.$inferInsert) {
  await db.insert(trackingRecords).values(values);
}

/**
 * The signup message, as the first message of a conversation with the member it was written
 * to: unread for them, not charged (the signup pays for it).
 */
export async function insertFirstMessage(
  db: Database,
  from: number,
  to: number,
  body: string,
  at: Date,
): Promise<void> {
  const [a, b] = from < to ? [from, to] : [to, from];
  const toIsA = to === a;
  const [conversation] = await db
    .insert(conversations)
    .values({
      profileA: a,
      profileB: b,
      unreadA: toIsA ? 1 : 0,
      unreadB: toIsA ? 0 : 1,
      wroteA: !toIsA,
      wroteB: toIsA,
      lastMessageAt: at,
      createdAt: at,
    })
    .returning({ id: conversations.id });
  await db.insert(messages).values({
    conversationId: conversation!.id,
    senderProfileId: from,
    kind: 'text',
    body,
    sentAt: at,
  });
}

// ---- E-mail tokens (only their SHA-256 is stored) ----

export async function insertToken(db: Database, values: typeof emailTokens.$inferInsert) {
  await db.insert(emailTokens).values(values);
}

/** A token that still works: of its kind, unused, not expired. */
export async function findUsableToken(db: Database, tokenHash: string, kind: TokenKind, now: Date) {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** A token of a kind, used or not, expired or not. */
export async function findToken(db: Database, tokenHash: string, kind: TokenKind) {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.kind, kind)))
    .limit(1);
  return row;
}

/** Uses a token up; answers its row when this call was the one that used it (so it works once). */
export async function consumeToken(db: Database, tokenHash: string, kind: TokenKind, now: Date) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Makes a user's unused tokens of a kind stop working (a newer one replaces them). */
export async function expireTokens(db: Database, userId: number, kind: TokenKind, now: Date) {
  await db
    .update(emailTokens)
    .set({ expiresAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
}

/** How many tokens of a kind a user was sent since a moment (the daily reset-mail limit). */
export async function tokensSince(db: Database, userId: number, kind: TokenKind, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), gt(emailTokens.createdAt, since)));
  return row?.count ?? 0;
}

/** The address a member asked to change to and has not confirmed yet. */
export async function pendingMailChange(db: Database, userId: number, now: Date) {
  const [row] = await db
    .select({ payload: emailTokens.payload })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.kind, 'mail_change'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(emailTokens.id))
    .limit(1);
  return (row?.payload as { email?: string } | undefined)?.email ?? null;
}

// ---- Account changes ----

export async function confirmAccount(db: Database, userId: number) {
  await db
    .update(users)
    .set({ status: 'confirmed' })
    .where(and(eq(users.id, userId), eq(users.status, 'not_confirmed')));
  await db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, userId));
}

export async function setPassword(db: Database, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function setEmail(db: Database, userId: number, email: string) {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}

export async function recordLoginSuccess(db: Database, email: string, userId: number, at: Date) {
  await db.insert(loginAttempts).values({ email, userId, ip: null, success: true, at });
}

export async function preferences(db: Database, userId: number) {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return row;
}

export async function savePreferences(
  db: Database,
  userId: number,
  values: Partial<typeof notificationPreferences.$inferInsert>,
) {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
}

export async function updateUser(db: Database, userId: number, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export function sessionsOf(db: Database, userId: number) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
}

export async function companyOf(db: Database, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

export async function findCode(db: Database, code: string) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return row;
}

export async function insertCode(db: Database, values: typeof discountCodes.$inferInsert) {
  const [row] = await db.insert(discountCodes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function markDeleted(db: Database, userId: number, at: Date) {
  await db.update(users).set({ status: 'deleted', deletedAt: at }).where(eq(users.id, userId));
  await db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, userId));
}

/** Restores a deleted account that was not purged yet: confirmed again, its profile active. */
export async function restore(db: Database, userId: number) {
  const rows = await db
    .update(users)
    .set({ status: 'confirmed', deletedAt: null })
    .where(and(eq(users.id, userId), eq(users.status, 'deleted'), isNull(users.purgedAt)))
    .returning({ id: users.id });
  if (rows.length === 0) return false;
  await db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, userId));
  return true;
}

export async function photoKeysOf(db: Database, profileId: number) {
  return db
    .select({ filename: photos.filename, thumb: photos.thumbFilename, match: photos.matchFilename })
    .from(photos)
    .where(eq(photos.profileId, profileId));
}

/**
 * Purges a deleted account's personal data: the profile (its photos, likes, blocks,
 * conversations and their messages go with it), sessions, tokens, subscriptions, preferences,
 * tracking, login attempts; the account row stays, anonymised, for the ledger and the orders.
 */
export async function purge(db: Database, userId: number, at: Date) {
  await db.delete(profiles).where(eq(profiles.userId, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(emailTokens).where(eq(emailTokens.userId, userId));
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  await db.delete(trackingRecords).where(eq(trackingRecords.userId, userId));
  await db.delete(loginAttempts).where(eq(loginAttempts.userId, userId));
  await db
    .delete(discountCodes)
    .where(
      and(
        eq(discountCodes.userId, userId),
        sql`not exists (select 1 from ${discountRedemptions} where ${discountRedemptions.discountCodeId} = ${discountCodes.id})`,
      ),
    );
  await db
    .update(users)
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      passwordHash: '',
      signupMessage: null,
      notificationsDisabled: [],
      invisible: false,
      purgedAt: at,
    })
    .where(eq(users.id, userId));
}

// ---- Data export ----

export async function exportRows(db: Database, userId: number, profileId: number | null) {
  const pid = profileId ?? -1;
  const [
    interests,
    photoRows,
    liked,
    likedBy,
    blocked,
    conversationRows,
    sent,
    ledger,
    orderRows,
    sessionRows,
    tracking,
    prefs,
    subscriptions,
  ] = await Promise.all([
    db
      .select({ interestId: profileInterests.interestId })
      .from(profileInterests)
      .where(eq(profileInterests.profileId, pid)),
    db.select().from(photos).where(eq(photos.profileId, pid)),
    db
      .select({ profileId: likes.toProfileId, at: likes.createdAt })
      .from(likes)
      .where(eq(likes.fromProfileId, pid)),
    db
      .select({ profileId: likes.fromProfileId, at: likes.createdAt })
      .from(likes)
      .where(eq(likes.toProfileId, pid)),
    db
      .select({ profileId: blocks.blockedProfileId, at: blocks.createdAt })
      .from(blocks)
      .where(eq(blocks.blockerProfileId, pid)),
    db
      .select({
        id: conversations.id,
        a: conversations.profileA,
        b: conversations.profileB,
        createdAt: conversations.createdAt,
      })
      .from(conversations)
      .where(or(eq(conversations.profileA, pid), eq(conversations.profileB, pid))),
    db
      .select({
        conversationId: messages.conversationId,
        kind: messages.kind,
        body: messages.body,
        sentAt: messages.sentAt,
        credits: messages.creditsCharged,
      })
      .from(messages)
      .where(eq(messages.senderProfileId, pid))
      .orderBy(messages.id),
    db
      .select({
        delta: creditLedger.delta,
        balanceAfter: creditLedger.balanceAfter,
        reason: creditLedger.reason,
        at: creditLedger.createdAt,
      })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(creditLedger.id),
    db.select().from(orders).where(eq(orders.userId, userId)),
    db
      .select({ createdAt: sessions.createdAt, ip: sessions.ip, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db.select().from(trackingRecords).where(eq(trackingRecords.userId, userId)),
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
  ]);
  const conversationIds = conversationRows.map((c) => c.id);
  const received = conversationIds.length
    ? await db
        .select({
          conversationId: messages.conversationId,
          kind: messages.kind,
          body: messages.body,
          sentAt: messages.sentAt,
        })
        .from(messages)
        .where(and(inArray(messages.conversationId, conversationIds), ne(messages.senderProfileId, pid)))
        .orderBy(messages.id)
    : [];
  return {
    interests,
    photos: photoRows,
    liked,
    likedBy,
    blocked,
    conversations: conversationRows,
    sent,
    received,
    ledger,
    orders: orderRows,
    sessions: sessionRows,
    tracking,
    preferences: prefs[0] ?? null,
    subscriptions,
  };
}

/**
 * Profiles that fit a new member: the gender they look for, looking for theirs, in their country,
 * within ten years of their age, listed as search lists them, not themselves; the most recently
 * active first.
 */
export async function matchIds(
  db: Database,
  who: {
    siteId: number;
    profileId: number;
    gender: string;
    seeking: string;
    country: string;
    birthDate: string;
  },
  blocked: Set<number>,
  limit: number,
): Promise<number[]> {
  const born = new Date(`${who.birthDate}T00:00:00Z`);
  const shift = (years: number) =>
    new Date(Date.UTC(born.getUTCFullYear() + years, born.getUTCMonth(), born.getUTCDate()))
      .toISOString()
      .slice(0, 10);
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.siteId, who.siteId),
        eq(profiles.country, who.country),
        // Active, listed, and the account neither invisible nor deleted (kept by triggers).
        eq(profiles.searchable, true),
        ne(profiles.id, who.profileId),
        who.seeking === 'both' ? undefined : eq(profiles.gender, who.seeking as 'male' | 'female'),
        inArray(profiles.seeking, [who.gender as 'male' | 'female', 'both']),
        sql`${profiles.birthDate} between ${shift(-10)} and ${shift(10)}`,
      ),
    )
    .orderBy(desc(profiles.lastActivity), desc(profiles.id))
    .limit(limit + blocked.size);
  return rows
    .map((r) => r.id)
    .filter((id) => !blocked.has(id))
    .slice(0, limit);
}
