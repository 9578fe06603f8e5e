import { randomBytes } from 'node:crypto';
import type { ChatMessage, ConversationInfo, SentMessage, WriteBlock } from '@amori/contract';
import {
  FREE_CONVERSATIONS,
  GIFT_IDS,
  isPremium,
  GIFTS,
  mayWriteIn,
  messageCost,
  type MessagePrices,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  type ScamRule,
  photoMessagesAllowed,
} from '@amori/core';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import type { SiteRow } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { Events } from '../../lib/events';
import {
  filesOfWebImage,
  ImageRejected,
  storeWebImage,
  toWebImage,
  type StoredWebImage,
} from '../../lib/images';
import type { JobQueue } from '../../lib/jobs';
import type { Member } from '../../plugins/session';
import type { Credits } from '../credits/credits.service';
import { profileIdOf, type Directory } from '../directory/directory.service';
import type { Sites } from '../settings/settings.service';
import { scheduleDemoReply } from './chats.notify';
import * as repo from './chats.repository';
import { toChatMessage, type PhotoBody } from './chats.views';

/** What a conversation's messages need: reading, sending (and charging), marking read. */
export interface MessagesDeps {
  db: Database;
  now: Clock;
  storage: Storage;
  events: Events;
  jobs: JobQueue;
  /** A member's own site: its prices. */
  sites: Sites;
  directory: Directory;
  credits: Credits;
  /** The scam rules a received message is read against (core's, and the operator's). */
  scamRules: readonly ScamRule[];
}

/** Messages a page of a conversation holds. */
export const MESSAGES_PAGE = 50;

const CHAT_PHOTO_KEY = /^chat\/(\d{1,10})\/([0-9a-f]{32})\/([a-z0-9]{1,12})\.(webp|avif)$/;
/** A chat photo's folder: its sender's profile and a random token (media access reads both). */
const chatPhotoFolder = (senderProfileId: number, token: string) => `chat/${senderProfileId}/${token}`;

const other = (c: { profileA: number; profileB: number }, me: number) =>
  c.profileA === me ? c.profileB : c.profileA;
const isParty = (c: { profileA: number; profileB: number }, me: number) =>
  c.profileA === me || c.profileB === me;

/** A conversation of the member's (404 for any other, whatever it is). */
async function ownConversation(db: Database, me: number, id: number): Promise<repo.ConversationRow> {
  const row = await repo.findConversation(db, id);
  if (!row || !isParty(row, me)) throw notFound('Conversation not found');
  return row;
}

/**
 * Who the member talks to, by conversation or member id: the conversation (if any) and the
 * other profile, reachable (the directory's `reachable`), else 404; with what the rules of writing
 * read (`facts`: one statement, with the member's message sent with `clientId`, a resend). `db`:
 * the database, or the send's transaction.
 */
async function target(
  deps: MessagesDeps,
  db: Database,
  member: Member,
  by: { conversation?: number; member?: number },
  clientId?: string,
) {
  const me = profileIdOf(member);
  if ((by.conversation === undefined) === (by.member === undefined)) {
    throw new ApiError(400, 'validation_failed', 'Give either conversation or member', {
      fields: [{ path: 'conversation', message: 'Give either conversation or member' }],
    });
  }
  const facts = await repo.conversationFacts(db, {
    me,
    conversation: by.conversation,
    other: by.member,
    clientId,
    countWritten: !isPremium(member.user),
  });
  const { conversation } = facts;
  if (by.conversation !== undefined && (!conversation || !isParty(conversation, me))) {
    throw notFound('Conversation not found');
  }
  const found = facts.reach;
  const reachable = deps.directory.reachable(
    member,
    conversation ? other(conversation, me) : by.member!,
    found,
  );
  // A member who signed up and wrote first has a profile disabled until their e-mail address is
  // confirmed: their conversation is there, but replying waits (spec point 4).
  const awaitsConfirmation =
    conversation !== undefined && found?.accountStatus === 'not_confirmed' && !found.blocked;
  if (!found || !(reachable || awaitsConfirmation)) throw notFound('Member not found');
  return {
    me,
    facts,
    conversation,
    profile: { id: found.profile.id, userId: found.profile.userId, accountStatus: found.accountStatus },
  };
}

/** Why writing to a profile is refused now (null: it is not), before credits are looked at. */
function writeBlock(
  member: Member,
  me: number,
  recipient: { accountStatus: string | null },
  facts: repo.ConversationFacts,
): WriteBlock | null {
  // Spec point 4: while an e-mail address is unconfirmed, the other party cannot reply.
  if (recipient.accountStatus === 'not_confirmed') return 'recipient_unconfirmed';
  // A conversation counts once the member has written in it (decisions.md): the conversations'
  // flags say where they have.
  if (!isPremium(member.user)) {
    const here =
      facts.conversation !== undefined &&
      (facts.conversation.profileA === me ? facts.conversation.wroteA : facts.conversation.wroteB);
    if (!mayWriteIn(false, facts.writtenIn ?? 0, here)) return 'free_limit_reached';
  }
  return null;
}

/** A site's prices, as core's messageCost reads them. */
const pricesOf = (site: SiteRow): MessagePrices => ({
  message_credits: site.messageCredits,
  gift_credits: site.giftCredits,
  photo_credits: site.photoCredits,
});

export interface MessagesQuery {
  conversation?: number;
  member?: number;
  before?: number;
}

/** A conversation and its messages (the last page, or the one before `before`). */
export async function getMessages(
  deps: MessagesDeps,
  member: Member,
  query: MessagesQuery,
): Promise<{ conversation: ConversationInfo; messages: ChatMessage[]; has_more: boolean }> {
  const { db } = deps;
  const { me, facts, conversation, profile } = await target(deps, db, member, query);
  const card = (await deps.directory.cardsById([profile.id])).get(profile.id);
  if (!card) throw notFound('Member not found');
  const page = conversation
    ? await repo.listMessages(db, conversation.id, query.before, MESSAGES_PAGE)
    : { rows: [], hasMore: false };
  return {
    conversation: {
      id: conversation?.id ?? null,
      profile: card,
      write_block: writeBlock(member, me, profile, facts),
      credits_spent: conversation
        ? ((await repo.creditsSpent(db, me, [conversation.id])).get(conversation.id) ?? 0)
        : 0,
      read_up_to: conversation ? await repo.readUpTo(db, conversation.id, me) : 0,
    },
    messages: page.rows.map((row) =>
      toChatMessage(
        row,
        { profileId: me, language: member.user.language, scamRules: deps.scamRules },
        deps.storage,
      ),
    ),
    has_more: page.hasMore,
  };
}

export type SendContent =
  | { kind: 'text'; text?: string; gift?: string }
  | { kind: 'gift'; text?: string; gift?: string }
  | { kind: 'photo'; file: Buffer };

const invalid = (path: string, message: string) =>
  new ApiError(400, 'validation_failed', message, { fields: [{ path, message }] });

/** What a refused image answers (as for profile photos). */
function imageRefusal(error: ImageRejected): ApiError {
  switch (error.reason) {
    case 'too_large':
      return new ApiError(413, 'payload_too_large', error.message, { max_bytes: PHOTO_MAX_BYTES });
    case 'too_many_pixels':
      return new ApiError(413, 'image_too_large', error.message, { max_pixels: PHOTO_MAX_PIXELS });
    case 'not_an_image':
      return new ApiError(415, 'unsupported_media_type', error.message);
  }
}

/** What a refusal of writing answers (getMessages shows it as `write_block` before one writes). */
function writeRefusal(block: WriteBlock): ApiError {
  switch (block) {
    case 'recipient_unconfirmed':
      return new ApiError(
        403,
        'recipient_unconfirmed',
        'This member has not confirmed their e-mail address yet; you can reply once they have.',
      );
    case 'free_limit_reached':
      return conversationLimit();
  }
}

/**
 * The rules of a send, in order: who it goes to (404 for a conversation that is not the member's
 * or a member blocked either way, 400 for oneself), a resend of a message already stored (its
 * client id), then whether writing is refused now (`writeBlock`). Answers the conversation and the
 * other profile, and the stored message of a resend.
 */
async function sendRules(
  deps: MessagesDeps,
  db: Database,
  member: Member,
  to: { conversation?: number; member?: number },
  clientId: string,
) {
  const { me, facts, conversation, profile } = await target(deps, db, member, to, clientId);
  if (facts.earlier) return { conversation, profile, earlier: facts.earlier };
  const block = writeBlock(member, me, profile, facts);
  if (block) throw writeRefusal(block);
  return { conversation, profile, earlier: undefined };
}

/**
 * Sends a message (spec points 4, 6, 9; decisions.md), in one transaction under the sender's lock:
 * the rules (`sendRules`: nothing charged or stored for a refused one; a resend with the same
 * client id answers the stored message, charged once), then the cost core's `messageCost` gives for
 * the member's site's prices (message_credits, gift_credits or photo_credits; a new member's
 * signup_credits pay the first), debited through the ledger (402 insufficient_credits: the balance
 * never goes below zero), then the message stored. Neither the debit nor the message is ever
 * without the other. A photo is checked by the rules first, then re-encoded and stored, then sent.
 *
 * Once committed, every process hears of it (`messageStored`): the live sockets but the sending
 * tab's (`socket`, whose answer carries the message), and the notices to an offline recipient.
 */
export async function send(
  deps: MessagesDeps,
  member: Member,
  to: { conversation?: number; member?: number },
  clientId: string,
  content: SendContent,
  socket?: string,
): Promise<SentMessage> {
  const me = profileIdOf(member);
  if ((to.conversation !== undefined) === (to.member !== undefined)) {
    throw invalid('conversation', 'Give either conversation or member');
  }
  let body: string;
  if (content.kind === 'text') {
    body = content.text?.trim() ?? '';
    if (body === '') throw invalid('body.text', 'Write a message');
  } else if (content.kind === 'gift') {
    if (!content.gift || !GIFT_IDS.includes(content.gift)) throw invalid('body.gift', 'Choose a gift');
    body = content.gift;
  } else {
    body = '';
  }
  // The member's own site, kept in memory: whatever changes a site says so (`sites.changed`).
  const site = await deps.sites.forId(member.user.siteId);
  if (content.kind === 'text' && body.length > site.messageLength) {
    throw invalid('body.text', `At most ${site.messageLength} characters`);
  }
  const cost = messageCost(content.kind, pricesOf(site));
  const answer = (row: repo.MessageRow, credits: number, duplicate: boolean): SentMessage => ({
    message: toChatMessage(
      row,
      { profileId: me, language: member.user.language, scamRules: deps.scamRules },
      deps.storage,
    ),
    credits,
    duplicate,
  });

  let stored: StoredWebImage | undefined;
  if (content.kind === 'photo') {
    // A resend is answered below, with nothing stored.
    const checked = await sendRules(deps, deps.db, member, to, clientId);
    if (!checked.earlier) ({ body, stored } = await storePhoto(deps.storage, member, me, content.file));
  }

  const now = deps.now();
  let sent: {
    row: repo.MessageRow;
    credits: number;
    duplicate: boolean;
    recipient: { profileId: number; userId: number | null };
  };
  try {
    sent = await deps.db.transaction(async (tx) => {
      const balance = await repo.lockAccount(tx, member.user.id);
      const { conversation, profile, earlier } = await sendRules(deps, tx, member, to, clientId);
      const recipient = { profileId: profile.id, userId: profile.userId };
      if (earlier) return { row: earlier, credits: balance, duplicate: true, recipient };
      const conversationId = conversation?.id ?? (await repo.openConversation(tx, me, profile.id, now));
      const charged = await deps.credits.change(tx, {
        userId: member.user.id,
        delta: -cost,
        reason: content.kind === 'text' ? 'message' : content.kind,
        reference: `chat:${me}:${clientId}`,
      });
      if (charged.status === 'spending_limit_reached' || charged.status === 'spending_cool_off') {
        // The member's own limit: buying credits would not help, so no offer.
        throw new ApiError(403, charged.status, 'Your spending limit does not allow this message now.');
      }
      if (charged.status !== 'applied') {
        throw new ApiError(402, 'insufficient_credits', 'Not enough credits for this message.', {
          offer: '/credits',
          balance,
          cost,
        });
      }
      const row = await repo.storeMessage(tx, {
        conversationId,
        senderProfileId: me,
        kind: content.kind,
        body,
        clientId,
        creditsCharged: cost,
        sentAt: now,
      });
      return { row, credits: charged.balance, duplicate: false, recipient };
    });
  } catch (error) {
    if (stored) await Promise.all(filesOfWebImage(stored).map((key) => deps.storage.delete(key)));
    throw error;
  }
  if (sent.duplicate) {
    if (stored) await Promise.all(filesOfWebImage(stored).map((key) => deps.storage.delete(key)));
    return answer(sent.row, sent.credits, true);
  }

  await deps.events.emit({
    type: 'messageStored',
    id: sent.row.id,
    profiles: [me, sent.recipient.profileId],
    recipientUserId: sent.recipient.userId,
    senderName: member.profile?.name ?? '',
    message: repo.toWire(sent.row),
    ...(socket === undefined ? {} : { except: socket }),
  });
  await scheduleDemoReply(deps, sent.row, sent.recipient, site);
  return answer(sent.row, sent.credits, false);
}

/**
 * A photo message's picture: premium only (403), checked by its content, re-encoded from its
 * pixels (no metadata survives) and stored; answers the message's body and what was stored.
 */
async function storePhoto(storage: Storage, member: Member, me: number, file: Buffer) {
  if (!photoMessagesAllowed(isPremium(member.user))) {
    throw new ApiError(403, 'premium_required', 'Photo messages are for premium members.', {
      feature: 'photo_messages',
    });
  }
  let image;
  try {
    image = await toWebImage(file, { limits: { maxBytes: PHOTO_MAX_BYTES, maxPixels: PHOTO_MAX_PIXELS } });
  } catch (error) {
    if (error instanceof ImageRejected) throw imageRefusal(error);
    throw error;
  }
  const token = randomBytes(16).toString('hex');
  const stored = await storeWebImage(storage, chatPhotoFolder(me, token), image);
  const photo: PhotoBody = {
    token,
    filename: stored.filename,
    thumb: stored.thumbFilename,
    width: stored.width,
    height: stored.height,
    files: filesOfWebImage(stored),
  };
  return { body: JSON.stringify(photo), stored };
}

function conversationLimit(): ApiError {
  return new ApiError(
    403,
    'premium_required',
    `Free members can write in ${FREE_CONVERSATIONS} conversations; become premium to write in more.`,
    { feature: 'conversations', limit: FREE_CONVERSATIONS },
  );
}

/**
 * Marks a conversation's received messages read up to an id (all by default) with the server's
 * time; the marker only moves forward. The other member's tabs get a read receipt, the reader's
 * other tabs the new unread count.
 */
export async function markRead(deps: MessagesDeps, member: Member, conversationId: number, upTo?: number) {
  const me = profileIdOf(member);
  const conversation = await ownConversation(deps.db, me, conversationId);
  const now = deps.now();
  const { marked, unread } = await deps.db.transaction((tx) =>
    repo.markRead(tx, conversation, me, upTo, now),
  );
  const total = await repo.totalUnread(deps.db, me);
  if (marked > 0) {
    await deps.events.emit({
      type: 'messagesRead',
      conversation: conversation.id,
      to: other(conversation, me),
      upTo: marked,
      readAt: now.toISOString(),
    });
  }
  await deps.events.emit({
    type: 'unreadChanged',
    profile: me,
    conversation: conversation.id,
    unread,
    total,
  });
  return { ok: true as const, num_unread_messages: unread, total_unread_messages: total };
}

/** The gift catalogue with the site's price. */
export function gifts(site: SiteRow) {
  return { gifts: GIFTS.map((g) => ({ id: g.id, emoji: g.emoji, credits: site.giftCredits })) };
}

/**
 * Who may fetch a chat photo's file: the two members of its conversation (while neither blocked
 * the other: blocking deletes the conversation), nobody else; a file no message has, nobody.
 */
export async function mediaAccess(
  deps: MessagesDeps,
  key: string,
  viewer: () => Promise<Member | null>,
): Promise<'private' | 'none' | 'not_chat'> {
  const match = CHAT_PHOTO_KEY.exec(key);
  if (!match) return 'not_chat';
  const [, sender, token] = match;
  const member = await viewer();
  if (!member?.profile) return 'none';
  const conversation = await repo.photoMessageConversation(deps.db, Number(sender), token!);
  if (!conversation) return 'none';
  return conversation.profileA === member.profile.id || conversation.profileB === member.profile.id
    ? 'private'
    : 'none';
}
