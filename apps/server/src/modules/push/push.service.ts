import { createPublicKey } from 'node:crypto';
import type { PushSubscriptionInput } from '@amori/contract';
import { UnsafeEndpointError, type PushMessage, type WebPush } from '../../adapters/push';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { EventOf, Events } from '../../lib/events';
import type { Limits } from '../../lib/limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Member } from '../../plugins/session';
import * as repo from './push.repository';

export interface PushDeps {
  db: Database;
  now: Clock;
  events: Events;
  rateLimiter: RateLimiter;
  limits: Pick<Limits, 'pushSends'>;
  /** The push services, through the adapter (VAPID, endpoints checked). */
  webPush: WebPush;
  log: { warn: (details: object, message: string) => void };
}

/**
 * Web push to members' subscribed browsers. It hears the events it tells of: a new like (`liked`)
 * is pushed to the liked member by the process where it happened. The chat's notices push a new
 * message through `notify` (chats.notify, on `messageStored`).
 */
export function createPush(deps: PushDeps) {
  deps.events.on('liked', (event, { here }) => (here ? pushLike(deps, event) : undefined));
  return {
    subscribe: (member: Member, subscription: PushSubscriptionInput) => subscribe(deps, member, subscription),
    notify: (userId: number, message: PushMessage) => notifyMember(deps, userId, message),
  };
}

export type Push = ReturnType<typeof createPush>;

/**
 * Browsers one member may have subscribed at once (a phone, a laptop, ...): a new one beyond
 * this replaces the oldest. It is also what one event can make the server send for a member.
 */
export const MAX_PUSH_SUBSCRIPTIONS = 5;

const invalid = (path: string, message: string) =>
  new ApiError(400, 'validation_failed', 'Invalid body', { fields: [{ path, message }] });

/** Whether a base64url text is an uncompressed point of the P-256 curve (a browser's p256dh). */
function isP256Point(p256dh: string): boolean {
  const raw = Buffer.from(p256dh, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return false;
  try {
    const coordinate = (from: number) => raw.subarray(from, from + 32).toString('base64url');
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

/** Stores a member's push subscription, once its key is a real one and its endpoint may be called. */
async function subscribe(deps: PushDeps, member: Member, subscription: PushSubscriptionInput) {
  const { endpoint, keys, expirationTime } = subscription;
  if (!isP256Point(keys.p256dh)) {
    throw invalid('body.subscription.keys.p256dh', 'Not a point of the P-256 curve');
  }
  const problem = await deps.webPush.check(endpoint);
  if (problem) throw invalid('body.subscription.endpoint', problem);
  const userId = member.user.id;
  await repo.upsertSubscription(deps.db, {
    userId,
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
    expirationTime: expirationTime ?? null,
    createdAt: deps.now(),
  });
  await repo.keepNewestSubscriptions(deps.db, userId, MAX_PUSH_SUBSCRIPTIONS);
  return { ok: true } as const;
}

/**
 * Sends a message to a member's subscribed browsers; answers how many took it. At most
 * `pushSends` messages a window reach one member (more are dropped: what others do cannot make
 * the server send without end). A subscription the push service says is gone (404/410), or whose
 * endpoint may no longer be called, is forgotten.
 */
async function notifyMember(deps: PushDeps, userId: number, message: PushMessage): Promise<number> {
  if (!(await deps.rateLimiter.allow(`push:user:${userId}`, deps.limits.pushSends))) return 0;
  const targets = await repo.newestSubscriptions(deps.db, userId, MAX_PUSH_SUBSCRIPTIONS);
  let sent = 0;
  for (const target of targets) {
    try {
      const status = await deps.webPush.send(target, message);
      if (status >= 200 && status < 300) sent += 1;
      else if (status === 404 || status === 410) await repo.deleteSubscription(deps.db, target.id);
    } catch (error) {
      if (error instanceof UnsafeEndpointError) await repo.deleteSubscription(deps.db, target.id);
      // Otherwise the push service could not be reached: it may be back for the next message.
    }
  }
  return sent;
}

/**
 * A new like, to the liked member's browsers (not to a profile without an account, nor a like the
 * liked member's likes leave out until it can be opened: likes.repository `otherIsActive`).
 */
async function pushLike(deps: PushDeps, like: EventOf<'liked'>): Promise<void> {
  if (like.toUserId === null || !like.fromActive) return;
  await notifyMember(deps, like.toUserId, {
    title: like.match ? "It's a match" : 'New like',
    body: `${like.fromName} liked your profile.`,
    checkUrl: '/likes',
    openUrl: '/login?redirect=%2Flikes',
    tag: 'like',
  }).catch((error: unknown) => deps.log.warn({ err: error }, 'push failed'));
}
