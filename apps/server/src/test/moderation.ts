import { and, eq, ne } from 'drizzle-orm';
import { conversations, messages, profiles, users } from '../db/schema';
import type { TestServer } from './server';

/**
 * A generated member who can log in (the demo password), active, in the language given, with a
 * conversation with the reporter in which they wrote one message: someone to report and act on.
 * `used` keeps one test's members apart from another's.
 */
export async function offender(
  server: TestServer,
  options: { reporterProfileId: number; used: Set<number>; at: Date; language?: string; about?: string },
) {
  const { db } = server.handle;
  const [demo] = await db.select().from(users).where(eq(users.email, 'free@example.com'));
  const candidates = await db
    .select({ profileId: profiles.id, userId: users.id, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(users.role, 'member'), ne(users.id, demo!.id), eq(profiles.fictional, false)));
  const found = candidates.find((c) => !options.used.has(c.profileId) && c.email.endsWith('@amori.example'))!;
  options.used.add(found.profileId);
  await db
    .update(users)
    .set({
      passwordHash: demo!.passwordHash,
      status: 'confirmed',
      invisible: false,
      language: options.language ?? 'en',
    })
    .where(eq(users.id, found.userId));
  await db
    .update(profiles)
    .set({ status: 'active', ...(options.about === undefined ? {} : { about: options.about }) })
    .where(eq(profiles.id, found.profileId));
  const [a, b] = [found.profileId, options.reporterProfileId].sort((x, y) => x - y);
  const [conversation] = await db
    .insert(conversations)
    .values({ profileA: a!, profileB: b! })
    .returning({ id: conversations.id });
  const [message] = await db
    .insert(messages)
    .values({
      conversationId: conversation!.id,
      senderProfileId: found.profileId,
      body: 'Send me 200 euros in gift cards, please.',
      sentAt: options.at,
    })
    .returning({ id: messages.id });
  return { ...found, messageId: message!.id };
}
