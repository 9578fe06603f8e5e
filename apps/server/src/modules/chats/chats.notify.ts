import type { AppContext } from '../../app-context';
import * as repo from './chats.repository';
import { wantsMessageNotices } from './chats.live';
import { notifyMember } from '../push/push.service';

/**
 * What happens around a stored message beyond live delivery (issue 22):
 * - a push to a recipient with no live connection in any process, once per conversation (only
 *   for its first unread message: the next comes after they have read it), when their
 *   new_messages preference is on; it names no one (discreet: the lock screen shows no name);
 * - on a site with demo replies on, a seeded profile (no login) answers after a short,
 *   human-like delay, through the job queue (durable; tests run it on a fake clock).
 */
export const DEMO_REPLY_JOB = 'chat-demo-reply';

const DEMO_LINES = [
  'Hey! Nice to hear from you 😊',
  'Haha, that made me smile. How is your day going?',
  "I was hoping you'd write! What do you like to do on weekends?",
  'Thanks for your message! Tell me a bit more about yourself?',
  "That sounds lovely. I'm just back from a walk, the weather is great today.",
  'Ooh, interesting! What made you join Amori?',
];

/** The delay before a demo reply: reading, thinking and typing time, 5 to 30 s. */
export function demoReplyDelayMs(incoming: string, reply: string, random: number): number {
  const reading = Math.min(5_000, incoming.length * 40);
  const typing = reply.length * 120;
  return Math.min(30_000, 3_000 + reading + typing * 0.5 + random * 5_000);
}

interface DemoReplyPayload {
  conversation: number;
  from: number;
  /** The member's message that is answered (a reply is skipped when one came after it already). */
  after: number;
}

export function registerChatJobs(ctx: AppContext, log: (error: unknown) => void): void {
  ctx.live.onOffline = async (row, info) => {
    if (info.recipientUserId === null) return;
    const conversation = await repo.findConversation(ctx.db, row.conversationId);
    if (!conversation) return;
    const unread =
      conversation.profileA === info.recipientProfileId ? conversation.unreadA : conversation.unreadB;
    if (unread !== 1) return;
    if (!(await wantsMessageNotices(ctx.db, info.recipientUserId))) return;
    // Not awaited: storing a message never waits for push services.
    notifyMember(ctx, info.recipientUserId, {
      title: 'New message',
      body: 'You have a new message on Amori.',
      checkUrl: `/chats/${conversation.id}`,
      openUrl: `/login?redirect=${encodeURIComponent(`/chats/${conversation.id}`)}`,
      tag: `chat-${conversation.id}`,
    }).catch(log);
  };

  ctx.jobs.register(DEMO_REPLY_JOB, async (payload) => {
    const { conversation: conversationId, from, after } = payload as DemoReplyPayload;
    const conversation = await repo.findConversation(ctx.db, conversationId);
    if (!conversation) return; // deleted (a block) since
    if (await repo.repliedSince(ctx.db, conversationId, from, after)) return;
    const text = DEMO_LINES[Math.floor(Math.random() * DEMO_LINES.length)]!;
    const now = ctx.now();
    const row = await ctx.db.transaction(async (tx) => {
      const stored = await repo.insertMessage(tx, {
        conversationId,
        senderProfileId: from,
        kind: 'text',
        body: text,
        creditsCharged: 0,
        sentAt: now,
      });
      await repo.bumpConversation(tx, conversation, from, now);
      return stored;
    });
    const memberProfile = conversation.profileA === from ? conversation.profileB : conversation.profileA;
    const account = await repo.accountOfProfile(ctx.db, memberProfile);
    await ctx.live.messageStored(row, { senderName: '', recipientUserId: account?.userId ?? null });
  });
}

/** After a member's message to a seeded profile on a demo site: that profile's reply, later. */
export async function scheduleDemoReply(
  ctx: AppContext,
  row: repo.MessageRow,
  recipient: { profileId: number; userId: number | null },
  siteId: number,
): Promise<void> {
  if (recipient.userId !== null) return;
  if (!(await repo.demoRepliesOn(ctx.db, siteId))) return;
  const delay = demoReplyDelayMs(row.kind === 'text' ? row.body : '', 'x'.repeat(40), Math.random());
  await ctx.jobs.enqueue(
    DEMO_REPLY_JOB,
    { conversation: row.conversationId, from: recipient.profileId, after: row.id } satisfies DemoReplyPayload,
    { runAt: new Date(ctx.now().getTime() + delay), uniqueKey: `demo-reply:${row.id}`, maxAttempts: 2 },
  );
}
