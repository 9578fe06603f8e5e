import { randomBytes } from 'node:crypto';
import type { Photo } from '@amori/contract';
import {
  isPremium,
  newPhotoState,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  photoAllowance,
  photoLimit,
  type PhotoState,
  type PhotoViewer,
} from '@amori/core';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { ApiError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { memberChanged, type Events } from '../../lib/events';
import { filesOfWebImage, ImageRejected, storeWebImage, toWebImage, type WebImage } from '../../lib/images';
import type { Member } from '../../plugins/session';
import * as repo from './photos.repository';

export type { PhotoRow } from './photos.repository';

export interface PhotosDeps {
  db: Database;
  now: Clock;
  storage: Storage;
  events: Events;
}

/** A member's own photos (upload, delete, the main one), and who may fetch a photo's files. */
export function createPhotos(deps: PhotosDeps) {
  return {
    upload: (member: Member, file: Buffer) => upload(deps, member, file),
    remove: (member: Member, photoId: number) => remove(deps, member, photoId),
    withdraw: (db: Database, profileId: number, photoId: number) => withdraw(db, profileId, photoId),
    restore: (profileId: number, photoId: number) => restore(deps, profileId, photoId),
    decide: (db: Database, profileId: number, photoId: number, decision: 'approve' | 'reject') =>
      decide(db, profileId, photoId, decision),
    makeMain: (member: Member, photoId: number) => makeMain(deps, member, photoId),
    ownPhotos: (profileId: number) => ownPhotos(deps, profileId),
    mediaAccess: (key: string, viewer: Viewer, blockedBy: BlockedBy) =>
      mediaAccess(deps, key, viewer, blockedBy),
  };
}

export type Photos = ReturnType<typeof createPhotos>;

/** The member asking for a file, looked up only when it matters. */
type Viewer = () => Promise<Member | null>;
/** Whether `owner` blocked `viewer`. */
type BlockedBy = (owner: number, viewer: number) => Promise<boolean>;

/** Who a member is to a profile's photos: premium (and the site's staff) see all, free up to 3. */
export function viewerOf(member: Member | null, profileId?: number): PhotoViewer {
  if (!member) return 'visitor';
  if (profileId !== undefined && member.profile?.id === profileId) return 'owner';
  if (isPremium(member.user)) return 'premium';
  return 'free';
}

/** The site's moderators and operators: the console shows them photos others may not see. */
function isStaff(member: Member | null): boolean {
  return member !== null && member.user.role !== 'member';
}

/** A profile photo's folder in the storage: its profile and a random token (media access reads both). */
export const photoFolder = (profileId: number, token: string) => `photos/${profileId}/${token}`;

/** A storage key of a profile photo: its profile, token and file name. */
const PHOTO_KEY = /^photos\/(\d{1,10})\/([0-9a-f]{32})\/([a-z0-9]{1,12})\.(webp|avif)$/;

/** A photo as a viewer gets it: its sizes, or its blurred preview when it is beyond what they may see. */
export function photoView(
  storage: Storage,
  row: Pick<
    repo.PhotoRow,
    'id' | 'isMain' | 'filename' | 'thumbFilename' | 'blurFilename' | 'sources' | 'width' | 'height'
  >,
  locked: boolean,
): Photo {
  if (locked) {
    const blur = storage.url(row.blurFilename || row.thumbFilename);
    return {
      id: row.id,
      main: row.isMain,
      locked: true,
      src: blur,
      thumb: blur,
      srcset: null,
      width: row.width,
      height: row.height,
    };
  }
  const srcset = (format: 'avif' | 'webp') =>
    row.sources
      .filter((s) => s.format === format)
      .map((s) => `${storage.url(s.key)} ${s.width}w`)
      .join(', ');
  return {
    id: row.id,
    main: row.isMain,
    locked: false,
    src: storage.url(row.filename),
    thumb: storage.url(row.thumbFilename),
    srcset: row.sources.length > 0 ? { avif: srcset('avif'), webp: srcset('webp') } : null,
    width: row.width,
    height: row.height,
  };
}

/**
 * The owner's photos (as the owner sees them: none locked), each with where it stands: one that
 * waits for approval, or that a moderator hid or rejected, is marked, with the moderator's reason.
 */
async function ownPhotos(deps: PhotosDeps, profileId: number): Promise<Photo[]> {
  const allowance = photoAllowance('owner');
  const rows = await repo.listPhotos(deps.db, profileId);
  const reasons = await repo.moderationReasons(
    deps.db,
    rows.filter((r) => r.moderation === 'hidden' || r.moderation === 'rejected').map((r) => r.id),
  );
  return rows.map((row, rank) => ({
    ...photoView(deps.storage, row, rank >= allowance),
    moderation: row.moderation,
    moderation_reason: reasons.get(row.id) ?? null,
  }));
}

function profileOf(member: Member): number {
  if (!member.profile) throw notFound('This account has no profile');
  return member.profile.id;
}

function limitReached(limit: number): ApiError {
  return new ApiError(
    403,
    'photo_limit_reached',
    `You can have at most ${limit} photos${limit < photoLimit(true) ? `; premium members up to ${photoLimit(true)}` : ''}.`,
    { limit, premium_limit: photoLimit(true) },
  );
}

/** What an upload that is refused answers. */
function refusal(error: ImageRejected): ApiError {
  switch (error.reason) {
    case 'too_large':
      return new ApiError(413, 'payload_too_large', error.message, { max_bytes: PHOTO_MAX_BYTES });
    case 'too_many_pixels':
      return new ApiError(413, 'image_too_large', error.message, { max_pixels: PHOTO_MAX_PIXELS });
    case 'not_an_image':
      return new ApiError(415, 'unsupported_media_type', error.message);
  }
}

/**
 * Adds a photo to the member's profile: free members may have 3, premium 25 (spec point 5). The
 * file is checked and re-encoded (lib/images) before anything is stored; the limit is checked
 * again under a lock of the profile, so two uploads at once cannot pass it together.
 */
async function upload(deps: PhotosDeps, member: Member, file: Buffer) {
  const profileId = profileOf(member);
  const limit = photoLimit(member.user.paidUser);
  if ((await repo.listPhotos(deps.db, profileId)).length >= limit) throw limitReached(limit);
  let image: WebImage;
  try {
    image = await toWebImage(file, { limits: { maxBytes: PHOTO_MAX_BYTES, maxPixels: PHOTO_MAX_PIXELS } });
  } catch (error) {
    if (error instanceof ImageRejected) throw refusal(error);
    throw error;
  }
  const state = newPhotoState(await repo.approvesPhotosFirst(deps.db, member.user.siteId));
  const token = randomBytes(16).toString('hex');
  const stored = { token, ...(await storeWebImage(deps.storage, photoFolder(profileId, token), image)) };
  let row: repo.PhotoRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      await repo.lockProfile(tx, profileId);
      const existing = await repo.listPhotos(tx, profileId);
      if (existing.length >= limit) throw limitReached(limit);
      const inserted = await repo.insertPhoto(tx, {
        ...stored,
        profileId,
        position: Math.max(-1, ...existing.map((p) => p.position)) + 1,
        // A photo waiting for approval is never main; the first shown one is.
        isMain: state === 'shown' && !existing.some((p) => p.isMain),
        moderation: state,
        createdAt: deps.now(),
      });
      await repo.updatePhotoCount(tx, profileId);
      return inserted;
    });
  } catch (error) {
    await Promise.all(filesOfWebImage(stored).map((key) => deps.storage.delete(key)));
    throw error;
  }
  // Their profile, and (a main photo) what their session shows (user.php answers it).
  await deps.events.emit(memberChanged(member.user.id));
  const photos = await ownPhotos(deps, profileId);
  return { photo: photos.find((p) => p.id === row.id)!, photos };
}

/**
 * Takes a photo off its profile (its row gone, the next one main when it was, the count kept);
 * answers the removed row, or undefined when the profile has no such photo. Its files are left
 * to the caller.
 */
function takeOff(deps: PhotosDeps, profileId: number, photoId: number) {
  return deps.db.transaction(async (tx) => {
    await repo.lockProfile(tx, profileId);
    const row = await repo.deletePhoto(tx, profileId, photoId);
    if (!row) return undefined;
    if (row.isMain) await mainAfterChange(tx, profileId);
    await repo.updatePhotoCount(tx, profileId);
    return row;
  });
}

/** After the main photo went (or none was left), the next shown photo, if any, becomes main. */
async function mainAfterChange(tx: Database, profileId: number): Promise<void> {
  if (await repo.hasMain(tx, profileId)) return;
  const [next] = await repo.listShownPhotos(tx, profileId);
  if (next) await repo.setMain(tx, profileId, next.id);
}

/**
 * Moves a photo between moderation states under the profile's lock, keeping a main photo and the
 * count right; answers the photo as it now is, or undefined when it is in none of `from`. On a
 * transaction of the caller's, it is part of it.
 */
function changeState(
  db: Database,
  profileId: number,
  photoId: number,
  from: readonly PhotoState[],
  to: PhotoState,
) {
  return db.transaction(async (tx) => {
    await repo.lockProfile(tx, profileId);
    const row = await repo.setState(tx, profileId, photoId, from, to);
    if (!row) return undefined;
    await mainAfterChange(tx, profileId);
    await repo.updatePhotoCount(tx, profileId);
    return row;
  });
}

/** Deletes one of the member's photos and its files; the next one becomes main when it was. */
async function remove(deps: PhotosDeps, member: Member, photoId: number) {
  const profileId = profileOf(member);
  const removed = await takeOff(deps, profileId, photoId);
  if (!removed) throw notFound('Photo not found');
  await deps.events.emit(memberChanged(member.user.id));
  await Promise.all(filesOfWebImage(removed).map((key) => deps.storage.delete(key)));
  return { photos: await ownPhotos(deps, profileId) };
}

/**
 * Hides a photo for a moderator (hide_photo): gone for everyone but its owner (marked hidden,
 * with the reason) and the console; its row and files are kept, since the moderation log names
 * them as the evidence of the decision and an appeal may restore it. In the caller's transaction,
 * which logs the action (the two are one commit), and which tells every process once committed.
 * Answers the photo's storage key, or undefined when the profile has no such photo (or it is
 * hidden already).
 */
async function withdraw(db: Database, profileId: number, photoId: number): Promise<string | undefined> {
  const hidden = await changeState(db, profileId, photoId, ['shown', 'waiting'], 'hidden');
  return hidden?.filename;
}

/**
 * Shows a hidden or rejected photo again (an appeal that reversed the decision); it becomes main
 * when the profile has none. Answers whether there was such a photo.
 */
async function restore(deps: PhotosDeps, profileId: number, photoId: number): Promise<boolean> {
  const shown = await changeState(deps.db, profileId, photoId, ['hidden', 'rejected'], 'shown');
  if (!shown) return false;
  await announce(deps, profileId);
  return true;
}

/**
 * A moderator's decision on a photo waiting for approval: shown (and main when the profile has
 * none), or rejected; in the caller's transaction, which logs it, and which tells every process
 * once it is committed. Answers the photo, or undefined when it is not waiting (any more).
 */
function decide(db: Database, profileId: number, photoId: number, decision: 'approve' | 'reject') {
  return changeState(db, profileId, photoId, ['waiting'], decision === 'approve' ? 'shown' : 'rejected');
}

/** Tells every process the profile's member changed (their cards and main picture). */
async function announce(deps: PhotosDeps, profileId: number): Promise<void> {
  const userId = await repo.userOf(deps.db, profileId);
  if (userId !== null) await deps.events.emit(memberChanged(userId));
}

/** Makes one of the member's photos the main one. */
async function makeMain(deps: PhotosDeps, member: Member, photoId: number) {
  const profileId = profileOf(member);
  const found = await deps.db.transaction(async (tx) => {
    await repo.lockProfile(tx, profileId);
    return repo.setMain(tx, profileId, photoId);
  });
  if (!found) throw notFound('Photo not found');
  await deps.events.emit(memberChanged(member.user.id));
  return { photos: await ownPhotos(deps, profileId) };
}

/** How a stored file may be served: to anyone (and cached), to this viewer only, or not at all. */
export type MediaAccess = 'public' | 'private' | 'none';

/**
 * Who may fetch a profile photo's file (decisions.md): a main photo, and every photo's blurred
 * preview, anyone; any other photo only its owner and viewers whose allowance covers it (a
 * visitor none, a free member the first 3, premium all), never a member the owner blocked.
 * Whatever the URL, a file that is not a known photo's answers nothing.
 */
async function mediaAccess(
  deps: PhotosDeps,
  key: string,
  viewer: Viewer,
  blockedBy: BlockedBy,
): Promise<MediaAccess> {
  const match = PHOTO_KEY.exec(key);
  if (!match) return 'none';
  const [, profile, token, name] = match;
  const photo = await repo.findByToken(deps.db, token!);
  if (!photo || photo.profileId !== Number(profile)) return 'none';
  if (photo.moderation !== 'shown') {
    // Not shown: its owner and the site's moderators (the console) only, not even its preview.
    const member = await viewer();
    if (viewerOf(member, photo.profileId) === 'owner' || isStaff(member)) return 'private';
    return 'none';
  }
  if (name === 'blur' || photo.isMain) return 'public';
  const member = await viewer();
  const kind = viewerOf(member, photo.profileId);
  if (kind === 'owner') return 'private';
  if (member?.profile && (await blockedBy(photo.profileId, member.profile.id))) return 'none';
  const rank = (await repo.listShownPhotos(deps.db, photo.profileId)).findIndex((p) => p.id === photo.id);
  return rank >= 0 && rank < photoAllowance(kind) ? 'private' : 'none';
}
