import { reportSeverity, suspensionEnd, type ReportReason } from '@amori/core';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../client';
import { appeals, jobs, moderationActions, profiles, reports, users } from '../schema';

/**
 * The demo site's console has work in it: a few open reports of generated members (from the two
 * demo members and a visitor) and one member suspended with its statement in the log. Only a
 * demo-sized seed gets them; the tests' small seeds keep every member as it was.
 */
export const MODERATION_DEMO_FROM = 50;

export async function seedModerationDemo(
  db: Database,
  {
    siteId,
    now,
    reporters,
    moderator,
  }: { siteId: number; now: Date; reporters: number[]; moderator: number },
): Promise<void> {
  const members = await db
    .select({ profileId: profiles.id, userId: users.id, about: profiles.about })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.siteId, siteId),
        eq(profiles.fictional, false),
        eq(users.status, 'confirmed'),
        eq(users.role, 'member'),
        isNotNull(users.email),
      ),
    )
    .orderBy(asc(profiles.id))
    .offset(10)
    .limit(5);
  if (members.length < 5 || reporters.length < 2) return;
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const open: {
    on: number;
    by: number | null;
    reason: ReportReason;
    note: string;
    at: Date;
    text?: string;
  }[] = [
    {
      on: members[0]!.profileId,
      by: reporters[0]!,
      reason: 'scam',
      note: 'Asked me to send a gift card code before we could meet.',
      at: hoursAgo(5),
      text: 'Could you buy me a €100 gift card and send me the code? I will pay you back when we meet.',
    },
    {
      on: members[1]!.profileId,
      by: reporters[1]!,
      reason: 'fake_profile',
      note: 'The photos are of a well-known model.',
      at: hoursAgo(30),
    },
    {
      on: members[2]!.profileId,
      by: null,
      reason: 'under_18',
      note: 'Says she is still at school.',
      at: hoursAgo(2),
    },
    {
      on: members[3]!.profileId,
      by: reporters[0]!,
      reason: 'spam',
      note: 'Sends the same link to everyone.',
      at: hoursAgo(50),
      text: 'Visit my page on another site for more photos!',
    },
  ];
  await db.insert(reports).values(
    open.map((r) => ({
      siteId,
      reporterUserId: r.by,
      reporterEmail: r.by === null ? 'visitor@example.org' : null,
      reportedProfileId: r.on,
      place: r.text ? ('message' as const) : ('profile' as const),
      reason: r.reason,
      severity: reportSeverity(r.reason),
      subject: 'profile',
      note: r.note,
      evidence: r.text
        ? { kind: 'text' as const, text: r.text, key: null, sentAt: r.at.toISOString() }
        : null,
      createdAt: r.at,
    })),
  );

  // A member suspended for a week two days ago: the report handled, the action logged.
  const suspended = members[4]!;
  const reportedAt = hoursAgo(72);
  const actedAt = hoursAgo(48);
  const until = suspensionEnd(actedAt, 7);
  const [handled] = await db
    .insert(reports)
    .values({
      siteId,
      reporterUserId: reporters[1]!,
      reportedProfileId: suspended.profileId,
      place: 'chat',
      reason: 'offensive',
      severity: reportSeverity('offensive'),
      subject: 'profile',
      note: 'Insults after I said no.',
      status: 'actioned',
      createdAt: reportedAt,
      handledAt: actedAt,
    })
    .returning({ id: reports.id });
  const [action] = await db
    .insert(moderationActions)
    .values({
      siteId,
      reportId: handled!.id,
      profileId: suspended.profileId,
      userId: suspended.userId,
      moderatorUserId: moderator,
      action: 'suspend',
      ground: 'offensive',
      reason: 'Repeated insults to a member who declined a date.',
      until,
      createdAt: actedAt,
    })
    .returning({ id: moderationActions.id });
  // The member appealed the next day: open in the console's appeals, for a moderator other than
  // the one who suspended them (the operator) to decide.
  await db.insert(appeals).values({
    siteId,
    actionId: action!.id,
    profileId: suspended.profileId,
    userId: suspended.userId,
    text: 'I was upset, but I did not insult anyone. Please read the whole conversation.',
    via: 'link',
    createdAt: hoursAgo(24),
  });
  await db.update(users).set({ suspendedUntil: until }).where(eq(users.id, suspended.userId));
  await db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, suspended.profileId));
  // The moderation module's job that ends it (seeds import no module: its kind is written out).
  await db.insert(jobs).values({
    kind: 'moderation.lift',
    payload: { userId: suspended.userId },
    runAt: until,
    createdAt: now,
  });
}
