import type { MainImage, MemberCard } from '@amori/contract';
import type { Storage } from '../../adapters/storage';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import type { Member } from '../../plugins/session';
import * as repo from './members.repository';

/** Age in whole years on a day (birth dates are `YYYY-MM-DD`). */
export function ageOn(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

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

export function toCard(row: repo.CardRow, storage: Storage, now: Date): MemberCard {
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
    main_image: imageOf(storage, row.photo),
    photo_count: p.photoCount,
    last_activity: p.lastActivity.toISOString(),
  };
}

/** Member cards of profiles, by profile id (ids with no profile are left out). */
export async function cardsById(ctx: AppContext, ids: number[]): Promise<Map<number, MemberCard>> {
  const rows = await repo.findCards(ctx.db, [...new Set(ids)]);
  const now = ctx.now();
  return new Map(rows.map((r) => [r.profile.id, toCard(r, ctx.storage, now)]));
}

/** The profile id of a member; an account without a profile (none is made so) has nothing to list. */
export function profileIdOf(member: Member): number {
  if (!member.profile) throw new ApiError(404, 'not_found', 'This account has no profile');
  return member.profile.id;
}

/** Profiles a profile has blocked or is blocked by: never listed to it, nor it to them (spec point 6). */
export const blockedWith = (ctx: AppContext, profileId: number) => repo.blockedWith(ctx.db, profileId);
