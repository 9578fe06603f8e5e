// Data for bench/api (run by it with `node --import tsx`, while no server has the database open):
// premium@example.com gets CONVERSATIONS conversations with other members of the site, each with
// MESSAGES messages both ways, the last few unread, so that GET /api/chats.php lists a member
// with 50 conversations (QUALITY.md "API"). The messages are fixtures, charged nothing.
//
//   DATABASE_URL=... | DATA_DIR=...  node --import tsx apps/server/src/db/seed/api-bench.ts
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { conversations, messages, profiles, users } from '../schema';

const CONVERSATIONS = 50;
const MESSAGES = 20;
const UNREAD = 3;

export async function addBenchConversations(options: { databaseUrl?: string; dataDir?: string }) {
  const handle = await openDatabase(options);
  try {
    const [me] = await handle.db
      .select({ profileId: profiles.id, siteId: profiles.siteId })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.email, 'premium@example.com'));
    if (!me) throw new Error('premium@example.com has no profile: seed the demo data first');
    // Members premium has no conversation with yet (the demo data may have made a few), enough for
    // CONVERSATIONS in all.
    const had = await handle.db
      .select({ a: conversations.profileA, b: conversations.profileB })
      .from(conversations)
      .where(or(eq(conversations.profileA, me.profileId), eq(conversations.profileB, me.profileId)));
    const talked = new Set(had.flatMap((c) => [c.a, c.b]));
    const others = (
      await handle.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          and(eq(profiles.siteId, me.siteId), eq(profiles.status, 'active'), ne(profiles.id, me.profileId)),
        )
        .orderBy(profiles.id)
    )
      .filter((p) => !talked.has(p.id))
      .slice(0, CONVERSATIONS - had.length);
    if (had.length + others.length < CONVERSATIONS)
      throw new Error(`only ${others.length} members to talk to`);
    const start = Date.now() - 86_400_000;
    for (const [i, other] of others.entries()) {
      const [a, b] = me.profileId < other.id ? [me.profileId, other.id] : [other.id, me.profileId];
      const last = new Date(start + i * 60_000 + MESSAGES * 1000);
      const [conversation] = await handle.db
        .insert(conversations)
        .values({
          profileA: a,
          profileB: b,
          unreadA: a === me.profileId ? UNREAD : 0,
          unreadB: b === me.profileId ? UNREAD : 0,
          // Both write in the messages below.
          wroteA: true,
          wroteB: true,
          lastMessageAt: last,
          createdAt: new Date(start),
        })
        .returning({ id: conversations.id });
      await handle.db.insert(messages).values(
        Array.from({ length: MESSAGES }, (_, k) => {
          // The last UNREAD come from the other member, unread; before them, turns.
          const fromOther = k >= MESSAGES - UNREAD || k % 2 === 1;
          const sentAt = new Date(start + i * 60_000 + k * 1000);
          return {
            conversationId: conversation!.id,
            senderProfileId: fromOther ? other.id : me.profileId,
            kind: 'text' as const,
            body: `Message ${k + 1} of a conversation the API benchmark made.`,
            creditsCharged: 0,
            sentAt,
            readAt: k >= MESSAGES - UNREAD ? null : sentAt,
          };
        }),
      );
    }
    // As a site's autovacuum would after such a change (see seedDemo).
    await handle.db.execute(sql`analyze`);
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await addBenchConversations(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR! },
  );
  console.log(`premium@example.com has ${CONVERSATIONS} conversations`);
}
