import type { AppContext } from '../../app-context';
import type { Member } from '../../plugins/session';
import { blockedWith, cardsById, profileIdOf } from '../members/members.service';
import { notifyMember } from '../push/push.service';
import * as repo from './likes.repository';

/** A member's likes: sent (`liked`), received (`liked_by`, new ones first), and the profiles of both. */
export async function listLikes(ctx: AppContext, member: Member) {
  const me = profileIdOf(member);
  const blocked = await blockedWith(ctx, me);
  const { sent, received } = await repo.listLikes(ctx.db, me);
  const cards = await cardsById(
    ctx,
    [...sent, ...received].map((l) => l.id).filter((id) => !blocked.has(id)),
  );
  const entry = (l: { id: number; likeNew: boolean }) => ({ id: l.id, like_new: l.likeNew });
  const shown = (l: { id: number }) => cards.has(l.id);
  return {
    profiles: [...cards.values()],
    liked: sent.filter(shown).map(entry),
    liked_by: received.filter(shown).map(entry),
    total_new_likes: received.filter((l) => shown(l) && l.likeNew).length,
  };
}

/**
 * A fictional profile likes the member now (the match modal's new like, spec point 7), and the
 * member's subscribed browsers are told; null when no profile is left to like them.
 */
export async function autoLike(ctx: AppContext, member: Member, log: (error: unknown) => void) {
  const me = profileIdOf(member);
  const candidates = await repo.autoLikeCandidates(ctx.db, me, member.user.siteId);
  if (candidates.length === 0) return { profile: null };
  const chosen = candidates[Math.floor(Math.random() * candidates.length)]!;
  await repo.insertLike(ctx.db, chosen.id, me, ctx.now());
  const profile = (await cardsById(ctx, [chosen.id])).get(chosen.id) ?? null;
  // Not awaited: the answer does not wait for push services.
  notifyMember(ctx, member.user.id, {
    title: 'New like',
    body: `${profile?.name ?? ''} liked your profile.`,
    checkUrl: '/likes',
    openUrl: '/login?redirect=%2Flikes',
    tag: 'like',
  }).catch(log);
  return { profile };
}
