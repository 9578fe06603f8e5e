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
  photoMessagesAllowed,
} from '@amori/core';
import type { Storage } from '../../adapters/storage';
import type { AppContext } from '../../app-context';
import type { SiteRow } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import {
  filesOfWebImage,
  ImageRejected,
  storeWebImage,
  toWebImage,
  type StoredWebImage,
} from '../../lib/images';
import type { Member } from '../../plugins/session';
import { changeCredits } from '../credits/credits.service';
import { cardsById, isBlockedEitherWay, profileIdOf, reachableProfile } from '../members/members.service';
import { scheduleDemoReply } from './chats.notify';
import * as repo from './chats.repository';

/** Messages a page of a conversation holds. */
export const MESSAGES_PAGE = 50;

/** A photo message's body: where its files are and its size. */
interface PhotoBody {
  token: string;
  filename: string;
  thumb: string;
  width: number;
  height: number;
  files: string[];
}

const CHAT_PHOTO_KEY = /^chat\/(\d{1,10})\/([0-9a-f]{32})\/([a-z0-9]{1,12})\.(webp|avif)$/;
/** A chat photo's folder: its sender's profile and a random token (media access reads both). */
const chatPhotoFolder = (senderProfileId: number, token: string) => `chat/${senderProfileId}/${token}`;

function photoOf(body: string, storage: Storage): ChatMessage['photo'] {
  try {
    const photo = JSON.parse(body) as PhotoBody;
    return {
      src: storage.url(photo.filename),
      thumb: storage.url(photo.thumb),
      width: photo.width,
      height: photo.height,
    };
  } catch {
    return null;
  }
}

/** A stored message as one of the two members reads it. */
export function toChatMessage(row: repo.MessageRow, viewer: number, storage: Storage): ChatMessage {
  const mine = row.senderProfileId === viewer;
  return {
    id: row.id,
    client_id: mine ? row.clientId : null,
    conversation: row.conversationId,
    sender: row.senderProfileId,
    from_me: mine,
    kind: row.kind,
    text: row.kind === 'text' ? row.body : '',
    gift: row.kind === 'gift' ? row.body : null,
    photo: row.kind === 'photo' ? photoOf(row.body, storage) : null,
    credits: mine ? row.creditsCharged : 0,
    sent_at: row.sentAt.toISOString(),
    read_at: row.readAt ? row.readAt.toISOString() : null,
  };
}

const other = (c: { profileA: number; profileB: number }, me: number) =>
  c.profileA === me ? c.profileB : c.profileA;

/** A conversation of the member's (404 for any other, whatever it is). */
async function ownConversation(ctx: AppContext, me: number, id: number): Promise<repo.ConversationRow> {
  const row = await repo.findConversation(ctx.db, id);
  if (!row || (row.profileA !== me && row.profileB !== me)) throw notFound('Conversation not found');
  return row;
}

/**
 * Who the member talks to, by conversation or member id: the conversation (if any) and the
 * other profile, reachable (not blocked either way, active, on the member's site), else 404.
 */
async function target(ctx: AppContext, member: Member, by: { conversation?: number; member?: number }) {
  const me = profileIdOf(member);
  if ((by.conversation === undefined) === (by.member === undefined)) {
    throw new ApiError(400, 'validation_failed', 'Give either conversation or member', {
      fields: [{ path: 'conversation', message: 'Give either conversation or member' }],
    });
  }
  const conversation =
    by.conversation !== undefined
      ? await ownConversation(ctx, me, by.conversation)
      : await repo.findConversationBetween(ctx.db, me, by.member!);
  const otherId = conversation ? other(conversation, me) : by.member!;
  try {
    const { profile, accountStatus } = await reachableProfile(ctx, member, otherId);
    return { me, conversation, profile: { id: profile.id, userId: profile.userId, accountStatus } };
  } catch (error) {
    // A member who signed up and wrote first has a profile disabled until their e-mail address is
    // confirmed: their conversation is there, but replying waits (spec point 4).
    if (!conversation || !(error instanceof ApiError) || error.status !== 404) throw error;
    const account = await repo.accountOfProfile(ctx.db, otherId);
    if (account?.status !== 'not_confirmed' || (await isBlockedEitherWay(ctx, me, otherId))) throw error;
    return {
      me,
      conversation,
      profile: { id: otherId, userId: account.userId, accountStatus: account.status },
    };
  }
}

/** Why writing to a profile is refused now (null: it is not), before credits are looked at. */
async function writeBlock(
  ctx: AppContext,
  member: Member,
  me: number,
  recipient: { accountStatus: string | null },
  conversationId: number | undefined,
): Promise<WriteBlock | null> {
  // Spec point 4: while an e-mail address is unconfirmed, the other party cannot reply.
  if (recipient.accountStatus === 'not_confirmed') return 'recipient_unconfirmed';
  // A conversation counts once the member has written in it (decisions.md): the conversations'
  // flags say where they have.
  if (!isPremium(member.user)) {
    const written = await repo.conversationsWrittenIn(ctx.db, me);
    const here = conversationId !== undefined && written.includes(conversationId);
    if (!mayWriteIn(false, written.length, here)) return 'free_limit_reached';
  }
  return null;
}

/** A site's prices, as core's messageCost reads them. */
const pricesOf = (site: SiteRow): MessagePrices => ({
  message_credits: site.messageCredits,
  gift_credits: site.giftCredits,
  photo_credits: site.photoCredits,
});

/** A conversation and its messages (the last page, or the one before `before`). */
export async function getMessages(
  ctx: AppContext,
  member: Member,
  query: { conversation?: number; member?: number; before?: number },
): Promise<{ conversation: ConversationInfo; messages: ChatMessage[]; has_more: boolean }> {
  const { me, conversation, profile } = await target(ctx, member, query);
  const card = (await cardsById(ctx, [profile.id])).get(profile.id);
  if (!card) throw notFound('Member not found');
  const page = conversation
    ? await repo.listMessages(ctx.db, conversation.id, query.before, MESSAGES_PAGE)
    : { rows: [], hasMore: false };
  return {
    conversation: {
      id: conversation?.id ?? null,
      profile: card,
      write_block: await writeBlock(ctx, member, me, profile, conversation?.id),
      credits_spent: conversation
        ? ((await repo.creditsSpent(ctx.db, me, [conversation.id])).get(conversation.id) ?? 0)
        : 0,
      read_up_to: conversation ? await repo.readUpTo(ctx.db, conversation.id, me) : 0,
    },
    messages: page.rows.map((row) => toChatMessage(row, me, ctx.storage)),
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
  ctx: AppContext,
  member: Member,
  to: { conversation?: number; member?: number },
  clientId: string,
) {
  const found = await target(ctx, member, to);
  const earlier = await repo.messageByClientId(ctx.db, found.me, clientId);
  if (earlier) return { ...found, earlier };
  const block = await writeBlock(ctx, member, found.me, found.profile, found.conversation?.id);
  if (block) throw writeRefusal(block);
  return { ...found, earlier: undefined };
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
  ctx: AppContext,
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
  const site = await ctx.sites.forId(member.user.siteId);
  if (content.kind === 'text' && body.length > site.messageLength) {
    throw invalid('body.text', `At most ${site.messageLength} characters`);
  }
  const cost = messageCost(content.kind, pricesOf(site));
  const answer = (row: repo.MessageRow, credits: number, duplicate: boolean): SentMessage => ({
    message: toChatMessage(row, me, ctx.storage),
    credits,
    duplicate,
  });

  let stored: StoredWebImage | undefined;
  if (content.kind === 'photo') {
    // A resend is answered below, with nothing stored.
    const checked = await sendRules(ctx, member, to, clientId);
    if (!checked.earlier) ({ body, stored } = await storePhoto(ctx, member, me, content.file));
  }

  const now = ctx.now();
  let sent: {
    row: repo.MessageRow;
    credits: number;
    duplicate: boolean;
    recipient: { profileId: number; userId: number | null };
  };
  try {
    sent = await ctx.db.transaction(async (tx) => {
      const inTx = { ...ctx, db: tx };
      const balance = await repo.lockAccount(tx, member.user.id);
      const { conversation, profile, earlier } = await sendRules(inTx, member, to, clientId);
      const recipient = { profileId: profile.id, userId: profile.userId };
      if (earlier) return { row: earlier, credits: balance, duplicate: true, recipient };
      const conversationId = conversation?.id ?? (await repo.openConversation(tx, me, profile.id, now));
      const charged = await changeCredits(tx, {
        userId: member.user.id,
        delta: -cost,
        reason: content.kind === 'text' ? 'message' : content.kind,
        reference: `chat:${me}:${clientId}`,
      });
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
    if (stored) await Promise.all(filesOfWebImage(stored).map((key) => ctx.storage.delete(key)));
    throw error;
  }
  if (sent.duplicate) {
    if (stored) await Promise.all(filesOfWebImage(stored).map((key) => ctx.storage.delete(key)));
    return answer(sent.row, sent.credits, true);
  }

  await ctx.events.emit({
    type: 'messageStored',
    id: sent.row.id,
    profiles: [me, sent.recipient.profileId],
    recipientUserId: sent.recipient.userId,
    senderName: member.profile?.name ?? '',
    message: repo.toWire(sent.row),
    ...(socket === undefined ? {} : { except: socket }),
  });
  await scheduleDemoReply(ctx, sent.row, sent.recipient, member.user.siteId);
  return answer(sent.row, sent.credits, false);
}

/**
 * A photo message's picture: premium only (403), checked by its content, re-encoded from its
 * pixels (no metadata survives) and stored; answers the message's body and what was stored.
 */
async function storePhoto(ctx: AppContext, member: Member, me: number, file: Buffer) {
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
  const stored = await storeWebImage(ctx.storage, chatPhotoFolder(me, token), image);
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
export async function markRead(ctx: AppContext, member: Member, conversationId: number, upTo?: number) {
  const me = profileIdOf(member);
  const conversation = await ownConversation(ctx, me, conversationId);
  const now = ctx.now();
  const { marked, unread } = await ctx.db.transaction((tx) => repo.markRead(tx, conversation, me, upTo, now));
  const total = await repo.totalUnread(ctx.db, me);
  if (marked > 0) {
    await ctx.events.emit({
      type: 'messagesRead',
      conversation: conversation.id,
      to: other(conversation, me),
      upTo: marked,
      readAt: now.toISOString(),
    });
  }
  await ctx.events.emit({ type: 'unreadChanged', profile: me, conversation: conversation.id, unread, total });
  return { ok: true as const, num_unread_messages: unread, total_unread_messages: total };
}

/** The gift catalogue with the site's price. */
export async function gifts(ctx: AppContext, host: string) {
  const site = await ctx.sites.forHost(host);
  return { gifts: GIFTS.map((g) => ({ id: g.id, emoji: g.emoji, credits: site.giftCredits })) };
}

/**
 * Who may fetch a chat photo's file: the two members of its conversation (while neither blocked
 * the other: blocking deletes the conversation), nobody else; a file no message has, nobody.
 */
export async function chatMediaAccess(
  ctx: AppContext,
  key: string,
  viewer: () => Promise<Member | null>,
): Promise<'private' | 'none' | 'not_chat'> {
  const match = CHAT_PHOTO_KEY.exec(key);
  if (!match) return 'not_chat';
  const [, sender, token] = match;
  const member = await viewer();
  if (!member?.profile) return 'none';
  const conversation = await repo.photoMessageConversation(ctx.db, Number(sender), token!);
  if (!conversation) return 'none';
  return conversation.profileA === member.profile.id || conversation.profileB === member.profile.id
    ? 'private'
    : 'none';
}
