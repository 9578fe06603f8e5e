import type { WaitingPhoto } from '@amori/contract';
import type { ReportReason } from '@amori/core';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { ApiError, notFound } from '../../http/errors';
import { hashToken } from '../../lib/hashing';
import type { Clock } from '../../lib/clock';
import { memberChanged, type Events } from '../../lib/events';
import type { Member } from '../../plugins/session';
import type { Mail } from '../mail/mail.service';
import type { Photos } from '../photos/photos.service';
import * as repo from './console.repository';
import { newAppealToken } from './moderation.service';

export interface PhotoQueueDeps {
  db: Database;
  now: Clock;
  events: Events;
  storage: Storage;
  mail: Mail;
  photos: Photos;
}

export interface PhotoDecisionInput {
  photo: number;
  decision: 'approve' | 'reject';
  ground?: ReportReason | undefined;
  reason?: string | undefined;
}

/**
 * The console's photo queue: photos waiting for approval on a site that approves new photos
 * first. An approval shows the photo; a rejection keeps it from everyone but its owner, is written
 * to the append-only action log and mailed to the member as a statement of reasons.
 */
export function createPhotoQueue(deps: PhotoQueueDeps) {
  return {
    queue: (moderator: Member) => queue(deps, moderator),
    decide: (moderator: Member, input: PhotoDecisionInput) => decide(deps, moderator, input),
  };
}

export type PhotoQueue = ReturnType<typeof createPhotoQueue>;

const QUEUE_LENGTH = 100;

async function queue(deps: PhotoQueueDeps, moderator: Member): Promise<{ photos: WaitingPhoto[] }> {
  const rows = await repo.waitingPhotos(deps.db, moderator.user.siteId, QUEUE_LENGTH);
  return {
    photos: rows.map((r) => ({
      id: r.id,
      url: deps.storage.url(r.filename),
      profile: { id: r.profileId, name: r.name },
      uploaded_at: r.createdAt.toISOString(),
    })),
  };
}

async function decide(deps: PhotoQueueDeps, moderator: Member, input: PhotoDecisionInput) {
  if (input.decision === 'reject' && (input.ground === undefined || input.reason === undefined))
    throw new ApiError(400, 'validation_failed', 'A rejection needs its ground and a reason', {
      fields: {
        ...(input.ground === undefined ? { ground: 'required' } : {}),
        ...(input.reason === undefined ? { reason: 'required' } : {}),
      },
    });
  const member = await repo.waitingPhotoOf(deps.db, moderator.user.siteId, input.photo);
  if (!member) throw notFound('Photo not found');
  // The decision, its log row and its statement of reasons: all or nothing.
  const decided = await deps.db.transaction(async (tx) => {
    const row = await deps.photos.decide(tx, member.profileId, input.photo, input.decision);
    if (!row || input.decision === 'approve') return row;
    const { ground, reason } = input as Required<PhotoDecisionInput>;
    // Like every restriction, a rejection is mailed with its own appeal link.
    const mailed = member.userId !== null && !!member.email && member.accountStatus !== 'deleted';
    const token = mailed ? newAppealToken() : null;
    await repo.insertAction(tx, {
      siteId: moderator.user.siteId,
      reportId: null,
      profileId: member.profileId,
      userId: member.userId,
      moderatorUserId: moderator.user.id,
      action: 'reject_photo',
      ground,
      reason,
      photoId: input.photo,
      photoKey: row.filename,
      until: null,
      appealTokenHash: token === null ? null : hashToken(token),
      createdAt: deps.now(),
    });
    if (token !== null) {
      await deps.mail.queue(tx, {
        kind: 'moderation',
        siteId: moderator.user.siteId,
        userId: member.userId,
        to: member.email!,
        locale: member.language ?? 'en',
        name: member.name,
        path: `/appeal?token=${token}`,
        expires: null,
        statement: { action: 'reject_photo', ground, reason, until: null },
      });
    }
    return row;
  });
  // Another moderator decided it in the meantime.
  if (!decided) throw notFound('Photo not found');
  // An approved photo shows on the member's cards and may be their main picture now.
  if (input.decision === 'approve' && member.userId !== null)
    await deps.events.emit(memberChanged(member.userId));
  return { ok: true as const };
}
