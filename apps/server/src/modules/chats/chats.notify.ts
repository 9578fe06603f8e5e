import type { PushMessage } from '../../adapters/push';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import type { SiteRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { EventOf, Events } from '../../lib/events';
import type { JobQueue } from '../../lib/jobs';
import type { Mail, MailJob } from '../mail/mail.service';
import { mailTexts } from '../mail/mail.templates';
import type { Push } from '../push/push.service';
import type { LiveHub } from './chats.live';
import * as repo from './chats.repository';

/**
 * What happens around a stored message beyond live delivery:
 * - a push and a mail to a recipient with no live connection in any process, once per
 *   conversation (only for its first unread message: the next comes after they have read it),
 *   when their new_messages preference is on (the mail only to a confirmed address that mail
 *   was not disabled for). They name the sender and show their photo, unless the recipient
 *   chose the discreet option: then generic texts, no name, no photo. In the recipient's language;
 * - on a site with demo replies on, a seeded profile (no login) answers after a short,
 *   human-like delay, through the job queue (durable; tests run it on a fake clock).
 */
export const DEMO_REPLY_JOB = 'chat-demo-reply';

/** What scheduling a demo reply needs (the send does it). */
export interface DemoReplyDeps {
  db: Database;
  now: Clock;
  jobs: JobQueue;
}

export interface NoticesDeps extends DemoReplyDeps {
  storage: Storage;
  events: Events;
  /** Whether the recipient has a live connection, here or in any process. */
  live: Pick<LiveHub, 'localSockets' | 'isOnline'>;
  push: Push;
  mail: Mail;
  log: { warn: (details: object, message: string) => void };
}

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

/**
 * The notices of stored messages (heard on `messageStored`, by the process that stored it: the
 * one process that sends them) and the demo replies' job.
 */
export function registerNotices(deps: NoticesDeps): void {
  deps.events.on('messageStored', (event, { here }) => (here ? noticeOffline(deps, event) : undefined));
  deps.jobs.register(DEMO_REPLY_JOB, (payload) => demoReply(deps, payload as DemoReplyPayload));
}

/** A stored message's notices to a recipient with no live connection in any process. */
async function noticeOffline(deps: NoticesDeps, event: EventOf<'messageStored'>) {
  const [senderProfileId, recipientProfileId] = event.profiles;
  const recipientUserId = event.recipientUserId;
  if (recipientUserId === null) return;
  // A socket in this process answers without asking the database.
  if (deps.live.localSockets(recipientProfileId) > 0 || (await deps.live.isOnline(recipientUserId))) return;
  const message = event.message ? repo.fromWire(event.message) : await repo.findMessage(deps.db, event.id);
  if (!message) return;
  const conversation = await repo.findConversation(deps.db, message.conversationId);
  if (!conversation) return;
  const unread = conversation.profileA === recipientProfileId ? conversation.unreadA : conversation.unreadB;
  if (unread !== 1) return;
  const recipient = await repo.noticeRecipient(deps.db, recipientUserId);
  if (!recipient?.newMessages) return;
  const sender = recipient.discreet || !event.senderName ? null : event.senderName;
  const thumb = sender === null ? null : await repo.mainThumbOf(deps.db, senderProfileId);
  const path = `/chats/${conversation.id}`;
  // Not awaited: storing a message never waits for push services.
  deps.push
    .notify(
      recipientUserId,
      messagePush(
        recipient.language,
        sender,
        thumb === null ? null : deps.storage.url(thumb),
        conversation.id,
      ),
    )
    .catch((error: unknown) => deps.log.warn({ err: error }, 'chat push failed'));
  if (recipient.status === 'confirmed' && recipient.notificationsDisabled.length === 0) {
    await deps.mail.queue(deps.db, {
      kind: 'newMessage',
      siteId: recipient.siteId,
      userId: recipientUserId,
      to: recipient.email,
      locale: recipient.language,
      // Discreet: not even the member's own name (a mail preview on a shared screen).
      name: sender === null ? null : recipient.name,
      path: `/login?redirect=${encodeURIComponent(path)}`,
      expires: null,
      sender,
    } satisfies MailJob);
  }
}

/** A seeded profile's reply, unless the conversation is gone or it has answered since. */
async function demoReply(deps: NoticesDeps, { conversation: conversationId, from, after }: DemoReplyPayload) {
  const conversation = await repo.findConversation(deps.db, conversationId);
  if (!conversation) return; // deleted (a block) since
  if (await repo.repliedSince(deps.db, conversationId, from, after)) return;
  const text = DEMO_LINES[Math.floor(Math.random() * DEMO_LINES.length)]!;
  const now = deps.now();
  const row = await repo.storeMessage(deps.db, {
    conversationId,
    senderProfileId: from,
    kind: 'text',
    body: text,
    creditsCharged: 0,
    sentAt: now,
  });
  const memberProfile = conversation.profileA === from ? conversation.profileB : conversation.profileA;
  const account = await repo.accountOfProfile(deps.db, memberProfile);
  await deps.events.emit({
    type: 'messageStored',
    id: row.id,
    profiles: [from, memberProfile],
    recipientUserId: account?.userId ?? null,
    senderName: '',
    message: repo.toWire(row),
  });
}

/** After a member's message to a seeded profile on a demo site: that profile's reply, later. */
export async function scheduleDemoReply(
  deps: DemoReplyDeps,
  row: repo.MessageRow,
  recipient: { profileId: number; userId: number | null },
  site: Pick<SiteRow, 'demoReplies'>,
): Promise<void> {
  if (recipient.userId !== null || !site.demoReplies) return;
  const delay = demoReplyDelayMs(row.kind === 'text' ? row.body : '', 'x'.repeat(40), Math.random());
  await deps.jobs.enqueue(
    DEMO_REPLY_JOB,
    { conversation: row.conversationId, from: recipient.profileId, after: row.id } satisfies DemoReplyPayload,
    { runAt: new Date(deps.now().getTime() + delay), uniqueKey: `demo-reply:${row.id}`, maxAttempts: 2 },
  );
}

/**
 * The push for a new message, in the recipient's language: the sender's name and photo, or
 * (sender null: the discreet option) generic texts with neither.
 */
export function messagePush(
  locale: string,
  sender: string | null,
  icon: string | null,
  conversationId: number,
): PushMessage {
  const t = mailTexts(locale).newMessage;
  const path = `/chats/${conversationId}`;
  return {
    title: sender === null ? t.pushTitleDiscreet : t.pushTitle.replaceAll('{{sender}}', sender),
    body: sender === null ? t.pushBodyDiscreet : t.pushBody,
    ...(sender !== null && icon !== null ? { icon } : {}),
    checkUrl: path,
    openUrl: `/login?redirect=${encodeURIComponent(path)}`,
    tag: `chat-${conversationId}`,
  };
}
