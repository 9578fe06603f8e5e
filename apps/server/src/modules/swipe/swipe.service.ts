import { nextMidnightIn, startOfDayIn, SWIPE_LIKES_PER_DAY, swipeLikesLeft } from '@amori/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import type { Member } from '../../plugins/session';
import { addLike } from '../likes/likes.service';
import { cardsById, profileIdOf, reachableProfile, swipeSuggestions } from '../members/members.service';
import * as repo from './swipe.repository';

/** How many cards a deck holds. */
const DECK_SIZE = 20;

/** The swipe game's day (decisions.md): from midnight to midnight in the site's time zone. */
async function dayOf(ctx: AppContext, request: FastifyRequest) {
  const site = await ctx.sites.forHost(request.host);
  const now = ctx.now();
  return { site, start: startOfDayIn(now, site.timeZone), resetsAt: nextMidnightIn(now, site.timeZone) };
}

const state = (used: number, resetsAt: Date) => ({
  likes_left: swipeLikesLeft(used),
  likes_per_day: SWIPE_LIKES_PER_DAY,
  resets_at: resetsAt.toISOString(),
});

/** A deck of suggested members, and the likes left today. */
export async function deck(ctx: AppContext, request: FastifyRequest, member: Member) {
  const me = profileIdOf(member);
  const { site, start, resetsAt } = await dayOf(ctx, request);
  const [profiles, used] = await Promise.all([
    swipeSuggestions(ctx, member, site, DECK_SIZE),
    repo.likesSince(ctx.db, me, start),
  ]);
  return { profiles, ...state(used, resetsAt) };
}

/**
 * A decision in the swipe game. A like counts toward 4 a day (spec point 9; reset at midnight in
 * the site's time zone) and is refused once they are used (403 swipe_limit_reached, with when
 * they come back); it is a real like, so a like given back is a match. Counted and recorded
 * under a lock of the swiping profile, so likes sent at once cannot pass the limit together.
 */
export async function swipe(
  ctx: AppContext,
  request: FastifyRequest,
  member: Member,
  input: { id: number; like: boolean },
  log: (error: unknown) => void,
) {
  const { me, profile } = await reachableProfile(ctx, member, input.id);
  const { start, resetsAt } = await dayOf(ctx, request);
  const outcome = await ctx.db.transaction(async (tx) => {
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
      at: ctx.now(),
    });
    return { used: used + (recorded && input.like ? 1 : 0), liked: recorded && input.like };
  });
  const { match } = outcome.liked
    ? await addLike(
        ctx,
        { profileId: me, name: member.profile?.name ?? '', active: member.profile?.status === 'active' },
        { profileId: input.id, userId: profile.userId },
        log,
      )
    : { match: false };
  const card = outcome.liked ? ((await cardsById(ctx, [input.id])).get(input.id) ?? null) : null;
  return { match, profile: card, ...state(outcome.used, resetsAt) };
}
