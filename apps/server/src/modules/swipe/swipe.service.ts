import { nextMidnightIn, startOfDayIn, SWIPE_LIKES_PER_DAY, swipeLikesLeft } from '@amori/core';
import type { Database } from '../../db/client';
import type { SiteRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { Member } from '../../plugins/session';
import { profileIdOf, type Directory } from '../directory/directory.service';
import type { Likes } from '../likes/likes.service';
import type { Members } from '../members/members.service';
import * as repo from './swipe.repository';

export interface SwipeDeps {
  db: Database;
  now: Clock;
  directory: Directory;
  likes: Likes;
  /** The deck's suggestions. */
  members: Members;
}

/** The swipe game: a deck of suggested members, and likes counted per day. */
export function createSwipe(deps: SwipeDeps) {
  return {
    deck: (site: SiteRow, member: Member) => deck(deps, site, member),
    swipe: (site: SiteRow, member: Member, input: { id: number; like: boolean }) =>
      swipe(deps, site, member, input),
  };
}

export type Swipe = ReturnType<typeof createSwipe>;

/** How many cards a deck holds. */
const DECK_SIZE = 20;

/** The swipe game's day (decisions.md): from midnight to midnight in the site's time zone. */
function dayOf(site: SiteRow, now: Date) {
  return { start: startOfDayIn(now, site.timeZone), resetsAt: nextMidnightIn(now, site.timeZone) };
}

const state = (used: number, resetsAt: Date) => ({
  likes_left: swipeLikesLeft(used),
  likes_per_day: SWIPE_LIKES_PER_DAY,
  resets_at: resetsAt.toISOString(),
});

/** A deck of suggested members, and the likes left today. */
async function deck(deps: SwipeDeps, site: SiteRow, member: Member) {
  const me = profileIdOf(member);
  const { start, resetsAt } = dayOf(site, deps.now());
  const [profiles, used] = await Promise.all([
    deps.members.swipeSuggestions(member, site, DECK_SIZE),
    repo.likesSince(deps.db, me, start),
  ]);
  return { profiles, ...state(used, resetsAt) };
}

/**
 * A decision in the swipe game. A like counts toward 4 a day (spec point 9; reset at midnight in
 * the site's time zone) and is refused once they are used (403 swipe_limit_reached, with when
 * they come back); it is a real like, so a like given back is a match. Counted and recorded
 * under a lock of the swiping profile, so likes sent at once cannot pass the limit together.
 */
async function swipe(deps: SwipeDeps, site: SiteRow, member: Member, input: { id: number; like: boolean }) {
  const { me, profile } = await deps.directory.reachableProfile(member, input.id);
  const { start, resetsAt } = dayOf(site, deps.now());
  const outcome = await deps.db.transaction(async (tx) => {
    await repo.lockProfile(tx, me);
    const used = await repo.likesSince(tx, me, start);
    if (input.like && used >= SWIPE_LIKES_PER_DAY) {
      throw new ApiError(403, 'swipe_limit_reached', 'You have used your likes for today', {
        resets_at: resetsAt.toISOString(),
      });
    }
    const recorded = await repo.insertSwipe(tx, {
      profileId: me,
      targetProfileId: input.id,
      liked: input.like,
      at: deps.now(),
    });
    return { used: used + (recorded && input.like ? 1 : 0), liked: recorded && input.like };
  });
  const { match } = outcome.liked
    ? await deps.likes.addLike(
        { profileId: me, name: member.profile?.name ?? '', active: member.profile?.status === 'active' },
        { profileId: input.id, userId: profile.userId },
      )
    : { match: false };
  const card = outcome.liked ? ((await deps.directory.cardsById([input.id])).get(input.id) ?? null) : null;
  return { match, profile: card, ...state(outcome.used, resetsAt) };
}
