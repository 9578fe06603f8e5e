import type { LikeEntry, LikeTabName, ListCard } from '@amori/contract';
import { ageOn, isOnline, LIKES_PAGE_SIZE } from '@amori/core';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import type { Region } from '../../lib/cache';
import type { Clock } from '../../lib/clock';
import type { Events } from '../../lib/events';
import { JsonText } from '../../plugins/api';
import type { Member } from '../../plugins/session';
import { profileIdOf, type Directory } from '../directory/directory.service';
import * as repo from './likes.repository';

export type { LikesOf } from './likes.repository';

export interface LikesDeps {
  db: Database;
  now: Clock;
  storage: Storage;
  events: Events;
  /** The profiles a profile likes and is liked by, by profile id. */
  kept: Region<number, repo.LikesOf>;
  /** A member's likes (likes.php without a tab) as JSON, by profile id. */
  answers: Region<number, string>;
  directory: Directory;
}

/**
 * Likes between members. A new like is the `liked` event: the likes kept of both profiles go
 * (caches.ts), and the push module tells the liked member's browsers.
 */
export function createLikes(deps: LikesDeps) {
  return {
    list: (member: Member, query: LikesQuery) => list(deps, member, query),
    like: (member: Member, id: number) => like(deps, member, id),
    unlike: (member: Member, id: number) => unlike(deps, member, id),
    markSeen: (member: Member, id: number) => markSeen(deps, member, id),
    autoLike: (member: Member) => autoLike(deps, member),
    addLike: (from: Liker, to: Liked) => addLike(deps, from, to),
    receivedLikes: (me: number, blocked: Set<number>) => receivedLikes(deps, me, blocked),
    keptLikesOf: (me: number) => keptLikesOf(deps, me),
    deleteBetween: (tx: Database, a: number, b: number) => repo.deleteBetween(tx, a, b),
  };
}

export type Likes = ReturnType<typeof createLikes>;

interface LikesQuery {
  tab?: LikeTabName;
  after?: number;
}

/** Who gives a like: their profile and the name the liked member is told. */
interface Liker {
  profileId: number;
  name: string;
  /** Whether their profile is active (an unconfirmed e-mail's is not: its likes are not told yet). */
  active: boolean;
}

/** Who is liked: their profile and account (null: a profile without one, told nothing). */
interface Liked {
  profileId: number;
  userId: number | null;
}

/**
 * A member's likes: sent (`liked`, newest first) and received (`liked_by`, new ones first, then
 * newest), whole, and list cards (each once) for the first `LIKES_PAGE_SIZE` of each tab
 * (received, sent and matches): two queries, the likes, then the cards of the page. With `tab`,
 * a load more: only the cards of that tab's next page after the profile `after` (its first page
 * when `after` is not in it), in one query that reads from `after` on (keyset). Without `tab`,
 * kept (the likes screen and the menu's count ask for it often): the events that change it drop
 * it (caches.ts).
 */
async function list(deps: LikesDeps, member: Member, query: LikesQuery) {
  const me = profileIdOf(member);
  if (query.tab) {
    const rows = await repo.tabPage(deps.db, me, query.tab, query.after ?? 0, LIKES_PAGE_SIZE);
    const now = deps.now();
    return { profiles: rows.map((row) => listCardOf(deps.storage, row, now)) };
  }
  return new JsonText(await deps.answers.load(me, async () => JSON.stringify(await readLikes(deps, me))));
}

function listCardOf(storage: Storage, row: repo.ListCardRow, now: Date): ListCard {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.birth_date, now),
    region: row.region,
    city: row.city,
    kind: row.kind,
    online: isOnline(new Date(row.last_activity), now),
    main_image: row.thumb === null ? null : { thumb_filename: storage.url(row.thumb) },
  };
}

async function readLikes(deps: LikesDeps, me: number) {
  const rows = await repo.listLikes(deps.db, me);
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
  const now = deps.now();
  const cards = new Map<number, ListCard>();
  for (const row of await repo.listCards(deps.db, ids)) cards.set(row.id, listCardOf(deps.storage, row, now));
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
async function receivedLikes(deps: LikesDeps, me: number, blocked: Set<number>) {
  const received = await repo.receivedLikes(deps.db, me);
  const shown = received.filter((l) => !blocked.has(l.id));
  return {
    liked_by: shown.map((l) => ({ id: l.id, like_new: l.likeNew })),
    total_new_likes: shown.filter((l) => l.likeNew).length,
  };
}

/** The profiles a member likes and is liked by, kept for seconds (a profile page reads them). */
function keptLikesOf(deps: LikesDeps, me: number) {
  return deps.kept.load(me, () => repo.likesOf(deps.db, me));
}

/**
 * Adds a like from one profile to another; a like given back makes it a match. A new one is the
 * `liked` event (the liked member's browsers are told, without the answer waiting for them). Used
 * by the profile's like and the swipe game.
 */
async function addLike(deps: LikesDeps, from: Liker, to: Liked): Promise<{ match: boolean }> {
  const created = await repo.insertLike(deps.db, from.profileId, to.profileId, deps.now());
  const { bLikesA: likesMe } = await repo.between(deps.db, from.profileId, to.profileId);
  if (created) {
    await deps.events.emit({
      type: 'liked',
      from: from.profileId,
      fromName: from.name,
      fromActive: from.active,
      to: to.profileId,
      toUserId: to.userId,
      match: likesMe,
    });
  }
  return { match: likesMe };
}

/** Likes a member (404 for one who is not there or blocked either way; 400 for oneself). */
async function like(deps: LikesDeps, member: Member, id: number) {
  const { me, profile } = await deps.directory.reachableProfile(member, id);
  const { match } = await addLike(
    deps,
    { profileId: me, name: member.profile?.name ?? '', active: member.profile?.status === 'active' },
    { profileId: id, userId: profile.userId },
  );
  const card = (await deps.directory.cardsById([id])).get(id)!;
  return { ok: true as const, match, profile: card };
}

/** Takes a like back (nothing to take back is no error). */
async function unlike(deps: LikesDeps, member: Member, id: number) {
  const me = profileIdOf(member);
  await repo.deleteLike(deps.db, me, id);
  await deps.events.emit({ type: 'likesChanged', profiles: [me, id] });
  return { ok: true } as const;
}

/** Opening a liked profile clears its new-like flag (spec point 4). */
async function markSeen(deps: LikesDeps, member: Member, id: number) {
  const me = profileIdOf(member);
  await repo.markSeen(deps.db, id, me);
  await deps.events.emit({ type: 'likesChanged', profiles: [id, me] });
  return {
    ok: true as const,
    total_new_likes: await repo.countNew(deps.db, me, [...(await deps.directory.blockedWith(me))]),
  };
}

/**
 * A fictional profile likes the member now (the match modal's new like, spec point 7), and the
 * member's subscribed browsers are told (always as a new like); null when no profile is left to
 * like them.
 */
async function autoLike(deps: LikesDeps, member: Member) {
  const me = profileIdOf(member);
  const candidates = await repo.autoLikeCandidates(deps.db, me, member.user.siteId);
  if (candidates.length === 0) return { profile: null };
  const chosen = candidates[Math.floor(Math.random() * candidates.length)]!;
  const created = await repo.insertLike(deps.db, chosen.id, me, deps.now());
  const profile = (await deps.directory.cardsById([chosen.id])).get(chosen.id) ?? null;
  if (created) {
    await deps.events.emit({
      type: 'liked',
      from: chosen.id,
      fromName: profile?.name ?? '',
      // A seeded profile that is shown: active.
      fromActive: true,
      to: me,
      toUserId: member.user.id,
      match: false,
    });
  }
  return { profile };
}
