import { autoLike, deleteChat, getChats, getDiscountCode, getLikes } from '@amori/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/contract-route';
import * as repo from './social.repository';
import { cardsById, discountFor, profileIdOf } from './social.service';

export function socialRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, auth, storage } = ctx;

  registerCall(app, autoLike, async ({ request }) => {
    const current = await auth.requireUser(request);
    const me = profileIdOf(current);
    const candidates = await repo.autoLikeCandidates(db, me, current.user.siteId);
    if (candidates.length === 0) return { profile: null };
    const chosen = candidates[Math.floor(Math.random() * candidates.length)]!;
    const now = ctx.now();
    await repo.insertLike(db, chosen.id, me, now);
    const cards = await cardsById(db, storage, [chosen.id], now);
    // The new like is pushed to the member's subscribed browsers (not awaited: the answer
    // does not wait for push services).
    const liker = cards.get(chosen.id)?.name ?? '';
    void ctx.push
      .sendToUser(current.user.id, {
        title: 'New like',
        body: `${liker} liked your profile.`,
        checkUrl: '/likes',
        openUrl: '/login?redirect=%2Flikes',
        tag: 'like',
      })
      .catch((error: unknown) => ctx.requestLog(request).warn({ err: error }, 'push failed'));
    return { profile: cards.get(chosen.id) ?? null };
  });

  registerCall(app, getDiscountCode, async ({ query, request }) => {
    const current = await auth.requireUser(request);
    return discountFor(db, current, query, ctx.now());
  });

  registerCall(app, getChats, async ({ request }) => {
    const current = await auth.requireUser(request);
    const me = profileIdOf(current);
    const list = await repo.listConversations(db, me);
    const other = (c: (typeof list)[number]) => (c.profileA === me ? c.profileB : c.profileA);
    const now = ctx.now();
    const cards = await cardsById(db, storage, list.map(other), now);
    const last = new Map(
      (
        await repo.lastMessages(
          db,
          list.map((c) => c.id),
        )
      ).map((m) => [m.conversation_id, m]),
    );
    const chats = list.flatMap((c) => {
      const profile = cards.get(other(c));
      if (!profile) return [];
      const message = last.get(c.id);
      return [
        {
          conversation: { id: c.id },
          profile,
          num_unread_messages: c.profileA === me ? c.unreadA : c.unreadB,
          last_message: message
            ? {
                text: message.body,
                sent_at: new Date(message.sent_at).toISOString(),
                from_me: message.sender_profile_id === me,
              }
            : null,
        },
      ];
    });
    return { chats, total_unread_messages: chats.reduce((sum, c) => sum + c.num_unread_messages, 0) };
  });

  registerCall(app, getLikes, async ({ request }) => {
    const current = await auth.requireUser(request);
    const me = profileIdOf(current);
    const { sent, received } = await repo.listLikes(db, me);
    const cards = await cardsById(
      db,
      storage,
      [...sent, ...received].map((l) => l.id),
      ctx.now(),
    );
    const entry = (l: { id: number; likeNew: boolean }) => ({ id: l.id, like_new: l.likeNew });
    return {
      profiles: [...cards.values()],
      liked: sent.filter((l) => cards.has(l.id)).map(entry),
      liked_by: received.filter((l) => cards.has(l.id)).map(entry),
      total_new_likes: received.filter((l) => l.likeNew).length,
    };
  });

  registerCall(app, deleteChat, async ({ body, request }) => {
    const current = await auth.requireUser(request);
    const hidden = await repo.hideConversation(db, body.conversation, profileIdOf(current));
    if (!hidden) throw notFound('Conversation not found');
    return { ok: true } as const;
  });
}
