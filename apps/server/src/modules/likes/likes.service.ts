import type { AppContext } from '../../app-context';
import type { Member } from '../../plugins/session';
import type { LikeEntry, LikeTabName, ListCard } from '@amori/contract';
import { ageOn, isOnline, LIKES_PAGE_SIZE } from '@amori/core';
import { blockedWith, cardsById, profileIdOf, reachableProfile } from '../members/members.service';
import { JsonText } from '../../plugins/api';
import { notifyMember } from '../push/push.service';
import * as repo from './likes.repository';

/**
 * A member's likes: sent (`liked`, newest first) and received (`liked_by`, new ones first, then
 * newest), whole, and list cards (each once) for the first `LIKES_PAGE_SIZE` of each tab
 * (received, sent and matches): two queries, the likes, then the cards of the page. With `tab`,
 * a load more: only the cards of that tab's next page after the profile `after` (its first page
 * when `after` is not in it), in one query that reads from `after` on (keyset).
 */
export async function listLikes(ctx: AppContext, member: Member, query: LikesQuery) {
  const me = profileIdOf(member);
  if (query.tab) {
    const rows = await repo.tabPage(ctx.db, me, query.tab, query.after ?? 0, LIKES_PAGE_SIZE);
    const now = ctx.now();
    return { profiles: rows.map((row) => listCardOf(ctx, row, now)) };
  }
  // The first load is what every page polls (the header badge): kept for seconds, and dropped
  // in every process as soon as a like from or to the member changes.
  const text = await ctx.likesCache.load(me, ctx.now().getTime(), async () =>
    JSON.stringify(await readLikes(ctx, me)),
  );
  return new JsonText(text);
}

interface LikesQuery {
  tab?: LikeTabName;
  after?: number;
}

function listCardOf(ctx: AppContext, row: repo.ListCardRow, now: Date): ListCard {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.birth_date, now),
    region: row.region,
    city: row.city,
    kind: row.kind,
    online: isOnline(new Date(row.last_activity), now),
    main_image: row.thumb === null ? null : { thumb_filename: ctx.storage.url(row.thumb) },
  };
}

async function readLikes(ctx: AppContext, me: number) {
  const rows = await repo.listLikes(ctx.db, me);
  const liked: LikeEntry[] = [];
  const likedBy: LikeEntry[] = [];
  let totalNew = 0;
  for (const row of rows) {
    if (row.dir === 0) liked.push({ id: row.id, like_new: row.like_new });
    else {
      likedBy.push({ id: row.id, like_new: row.like_new });
      if (row.like_new) totalNew++;
    }
  }
  const sent = new Set(liked.map((l) => l.id));
  const firstPage = (ids: number[]) => ids.slice(0, LIKES_PAGE_SIZE);
  const ids = [
    ...new Set([
      ...firstPage(likedBy.map((l) => l.id)),
      ...firstPage(liked.map((l) => l.id)),
      ...firstPage(likedBy.filter((l) => sent.has(l.id)).map((l) => l.id)),
    ]),
  ];
  const now = ctx.now();
  const cards = new Map<number, ListCard>();
  for (const row of await repo.listCards(ctx.db, ids)) cards.set(row.id, listCardOf(ctx, row, now));
  return {
    profiles: ids.flatMap((id) => cards.get(id) ?? []),
    liked,
    liked_by: likedBy,
    total_new_likes: totalNew,
  };
}

/**
 * A member's received likes (new ones first) and how many are new, without the profiles: the
 * chat state that every member polls (chats.php), where a card per like would cost too much.
 */
export async function receivedLikes(ctx: AppContext, me: number, blocked: Set<number>) {
  const received = await repo.receivedLikes(ctx.db, me);
  const shown = received.filter((l) => !blocked.has(l.id));
  return {
    liked_by: shown.map((l) => ({ id: l.id, like_new: l.likeNew })),
    total_new_likes: shown.filter((l) => l.likeNew).length,
  };
}

/** The profiles a member likes and is liked by, kept for seconds (a profile page reads them). */
export function keptLikesOf(ctx: AppContext, me: number) {
  return ctx.likesCache.likesOf(me, ctx.now().getTime(), () => repo.likesOf(ctx.db, me));
}

/** Whether `a` likes `b` and `b` likes `a`. */
export async function likesBetween(ctx: AppContext, a: number, b: number) {
  const found = await repo.between(ctx.db, a, b);
  return { liked: found.aLikesB, likesMe: found.bLikesA };
}

/** Deletes the likes between two profiles, both ways (blocking does, spec point 6). */
export async function deleteLikesBetween(ctx: AppContext, a: number, b: number): Promise<void> {
  await repo.deleteBetween(ctx.db, a, b);
  await ctx.likesCache.changed([a, b]);
}

/**
 * Adds a like from one profile to another and tells the liked member's browsers (not awaited);
 * a like given back makes it a match. Used by the profile's like and the swipe game. A like from
 * a profile that is not active (an e-mail not confirmed yet) is kept but not told: the liked
 * member's likes leave it out until it can be opened (likes.repository `otherIsActive`).
 */
export async function addLike(
  ctx: AppContext,
  from: { profileId: number; name: string; active: boolean },
  to: { profileId: number; userId: number | null },
  log: (error: unknown) => void,
): Promise<{ match: boolean }> {
  const created = await repo.insertLike(ctx.db, from.profileId, to.profileId, ctx.now());
  if (created) await ctx.likesCache.changed([from.profileId, to.profileId]);
  const { likesMe } = await likesBetween(ctx, from.profileId, to.profileId);
  if (created && to.userId !== null && from.active) {
    notifyMember(ctx, to.userId, {
      title: likesMe ? "It's a match" : 'New like',
      body: `${from.name} liked your profile.`,
      checkUrl: '/likes',
      openUrl: '/login?redirect=%2Flikes',
      tag: 'like',
    }).catch(log);
  }
  return { match: likesMe };
}

/** Likes a member (404 for one who is not there or blocked either way; 400 for oneself). */
export async function like(ctx: AppContext, member: Member, id: number, log: (error: unknown) => void) {
  const { me, profile } = await reachableProfile(ctx, member, id);
  const { match } = await addLike(
    ctx,
    { profileId: me, name: member.profile?.name ?? '', active: member.profile?.status === 'active' },
    { profileId: id, userId: profile.userId },
    log,
  );
  const card = (await cardsById(ctx, [id])).get(id)!;
  return { ok: true as const, match, profile: card };
}

/** Takes a like back (nothing to take back is no error). */
export async function unlike(ctx: AppContext, member: Member, id: number) {
  await repo.deleteLike(ctx.db, profileIdOf(member), id);
  await ctx.likesCache.changed([profileIdOf(member), id]);
  return { ok: true } as const;
}

/** Opening a liked profile clears its new-like flag (spec point 4). */
export async function markSeen(ctx: AppContext, member: Member, id: number) {
  const me = profileIdOf(member);
  await repo.markSeen(ctx.db, id, me);
  await ctx.likesCache.changed([id, me]);
  return {
    ok: true as const,
    total_new_likes: await repo.countNew(ctx.db, me, [...(await blockedWith(ctx, me))]),
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
  await ctx.likesCache.changed([chosen.id, me]);
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
