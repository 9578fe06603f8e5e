import type { MainImage, MemberCard } from '@amori/contract';
import { ageOn, isOnline } from '@amori/core';
import type { Storage } from '../../adapters/storage';
import type { CardRow } from '../../db/cards';
import type { Database } from '../../db/client';
import { ApiError, notFound } from '../../http/errors';
import type { Region } from '../../lib/cache';
import type { Clock } from '../../lib/clock';
import type { Member } from '../../plugins/session';
import * as repo from './directory.repository';

export type { BlocksOf, MemberProfileRow, ReachRow } from './directory.repository';
/**
 * The directory's read of a profile's reach (what `reachable` decides by), as SQL: for a statement
 * of another module that reads it with its own, in one round trip (a chat message's send).
 */
export { reachJson } from './directory.repository';

/**
 * The directory: what the modules that show or reach other members read of them, below those
 * modules (members, likes, chats, swipe, account), so that none of them needs another for it.
 * Member cards, the profile a profile page is made of (kept, the same for every viewer), whether
 * a profile may be reached, and blocks (a profile's kept blocks each way). It writes nothing:
 * blocking is the members module's, and the events it sends drop what is kept here (caches.ts).
 */
export interface DirectoryDeps {
  db: Database;
  now: Clock;
  storage: Storage;
  /** Profiles as every viewer sees them, by profile id. */
  profiles: Region<number, repo.MemberProfileRow | undefined>;
  /** A profile's blocks each way, by profile id. */
  blocks: Region<number, repo.BlocksOf>;
}

export function createDirectory(deps: DirectoryDeps) {
  return {
    cardsById: (ids: number[]) => cardsById(deps, ids),
    cardsInOrder: (ids: number[]) => cardsInOrder(deps, ids),
    keptProfile: (id: number) => keptProfile(deps, id),
    findProfile: (id: number) => repo.findProfile(deps.db, id),
    reachable,
    reachableProfile: (member: Member, id: number) => reachableProfile(deps, member, id),
    blockedWith: (profileId: number) => repo.blockedWith(deps.db, profileId),
    keptBlocksOf: (profileId: number) => keptBlocksOf(deps, profileId),
    isBlockedBy: (owner: number, viewer: number) => isBlockedBy(deps, owner, viewer),
  };
}

export type Directory = ReturnType<typeof createDirectory>;

/** A photo's three files as the site is given them: URLs of the full image, thumbnail and match crop. */
export function imageOf(
  storage: Storage,
  photo: { filename: string; thumbFilename: string; matchFilename: string } | null,
): MainImage | null {
  return photo
    ? {
        filename: storage.url(photo.filename),
        thumb_filename: storage.url(photo.thumbFilename),
        match: storage.url(photo.matchFilename),
      }
    : null;
}

export function toCard(row: CardRow, storage: Storage, now: Date): MemberCard {
  const p = row.profile;
  return {
    id: p.id,
    name: p.name,
    age: ageOn(p.birthDate, now),
    gender: p.gender,
    country: p.country,
    region: row.region,
    city: p.city,
    fictional: p.fictional,
    kind: p.kind,
    online: isOnline(p.lastActivity, now),
    main_image: imageOf(storage, row.photo),
    photo_count: p.photoCount,
    last_activity: p.lastActivity.toISOString(),
  };
}

/** The profile id of a member; an account without a profile (none is made so) has nothing to list. */
export function profileIdOf(member: Member): number {
  if (!member.profile) throw new ApiError(404, 'not_found', 'This account has no profile');
  return member.profile.id;
}

/** Member cards of profiles, by profile id (ids with no profile are left out). */
async function cardsById(deps: DirectoryDeps, ids: number[]): Promise<Map<number, MemberCard>> {
  const rows = await repo.findCards(deps.db, [...new Set(ids)]);
  const now = deps.now();
  return new Map(rows.map((r) => [r.profile.id, toCard(r, deps.storage, now)]));
}

/** Cards in the order of their ids. */
async function cardsInOrder(deps: DirectoryDeps, ids: number[]): Promise<MemberCard[]> {
  const cards = await cardsById(deps, ids);
  return ids.flatMap((id) => cards.get(id) ?? []);
}

/**
 * Everything a profile page shows of a profile, the same for every viewer (profile, card, account
 * state, photos, interests), kept for seconds: what the viewer may see of it is the caller's.
 */
function keptProfile(deps: DirectoryDeps, id: number): Promise<repo.MemberProfileRow | undefined> {
  return deps.profiles.load(id, () => repo.memberProfile(deps.db, id));
}

/** A profile's blocks each way, kept for seconds (search and profiles read them on every request). */
function keptBlocksOf(deps: DirectoryDeps, profileId: number): Promise<repo.BlocksOf> {
  return deps.blocks.load(profileId, () => repo.blocksOf(deps.db, profileId));
}

/** Whether `owner` blocked `viewer`: then the viewer may not see the owner's profile, photos or contact. */
async function isBlockedBy(deps: DirectoryDeps, owner: number, viewer: number): Promise<boolean> {
  return (await repo.blocksBetween(deps.db, owner, viewer)).aBlockedB;
}

/**
 * Whether the member may reach another profile (like it, write to it, ...), by what was read of
 * it (`repo.reachOf`, or `repo.reachJson` in another statement; undefined: no such profile): it is
 * on the member's site and active, its account is not deleted, and neither of the two blocked the
 * other. 400 for the member's own profile.
 */
function reachable(member: Member, id: number, found: repo.ReachRow | undefined): boolean {
  if (id === profileIdOf(member)) throw new ApiError(400, 'bad_request', 'That is your own profile');
  return (
    found !== undefined &&
    found.profile.siteId === member.user.siteId &&
    found.profile.status === 'active' &&
    found.accountStatus !== 'deleted' &&
    !found.blocked
  );
}

/** The profile another call acts on, when the member may reach it (`reachable`), else 404. */
async function reachableProfile(deps: DirectoryDeps, member: Member, id: number) {
  const me = profileIdOf(member);
  const found = await repo.reachOf(deps.db, me, id);
  if (!reachable(member, id, found) || !found) throw notFound('Member not found');
  return { me, profile: found.profile, accountStatus: found.accountStatus };
}
