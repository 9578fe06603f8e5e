import type { OwnProfile, ProfileUpdate } from '@amori/contract';
import { ageOn, photoLimit } from '@amori/core';
import type { Database } from '../../db/client';
import { ApiError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { memberChanged, type Events } from '../../lib/events';
import type { Member } from '../../plugins/session';
import type { Photos } from '../photos/photos.service';
import * as repo from './profile.repository';

export interface ProfileDeps {
  db: Database;
  now: Clock;
  events: Events;
  photos: Photos;
}

/** The member's own profile, to show and edit. */
export function createProfile(deps: ProfileDeps) {
  return {
    getOwn: (member: Member) => getOwn(deps, member),
    update: (member: Member, body: ProfileUpdate) => update(deps, member, body),
  };
}

export type Profile = ReturnType<typeof createProfile>;

function profileOf(member: Member): number {
  if (!member.profile) throw notFound('This account has no profile');
  return member.profile.id;
}

const invalid = (path: string, message: string) =>
  new ApiError(400, 'validation_failed', message, { fields: [{ path: `body.${path}`, message }] });

/** The member's own profile, to edit. */
async function getOwn(deps: ProfileDeps, member: Member): Promise<OwnProfile> {
  const id = profileOf(member);
  const [row, interests, photos] = await Promise.all([
    repo.findOwn(deps.db, id),
    repo.interestIds(deps.db, id),
    deps.photos.ownPhotos(id),
  ]);
  if (!row) throw notFound('This account has no profile');
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    seeking: row.seeking,
    birth_date: row.birthDate,
    age: ageOn(row.birthDate, deps.now()),
    kind: row.kind,
    country: row.country,
    region_id: row.regionId,
    city: row.city,
    about: row.about,
    notes: row.notes,
    sexuality: row.sexuality as OwnProfile['sexuality'],
    hair_colour: row.hairColour as OwnProfile['hair_colour'],
    eye_colour: row.eyeColour as OwnProfile['eye_colour'],
    body_type: row.bodyType as OwnProfile['body_type'],
    relationship_status: row.relationshipStatus as OwnProfile['relationship_status'],
    tattoos: row.tattoos as OwnProfile['tattoos'],
    signup_reason: row.signupReason as OwnProfile['signup_reason'],
    interests,
    photos,
    photo_limit: photoLimit(member.user.paidUser),
  };
}

/**
 * Saves the fields given (the others stay): attributes, interests, about-me and notes, and the
 * place, which must be the site's country with one of its regions (a geocode result is turned
 * into these by the site). Changing the country without a region clears the region.
 */
async function update(deps: ProfileDeps, member: Member, body: ProfileUpdate): Promise<OwnProfile> {
  const id = profileOf(member);
  const current = await repo.findOwn(deps.db, id);
  if (!current) throw notFound('This account has no profile');
  const country = body.country ?? current.country;
  if (body.country !== undefined && body.country !== current.country) {
    const countries = await repo.siteCountries(deps.db, member.user.siteId);
    if (!countries.includes(body.country)) throw invalid('country', 'Not a country of this site');
  }
  let regionId = body.region_id !== undefined ? body.region_id : current.regionId;
  if (body.country !== undefined && body.country !== current.country && body.region_id === undefined)
    regionId = null;
  if (regionId !== null && !(await repo.regionInCountry(deps.db, regionId, country))) {
    throw invalid('region_id', 'Not a region of this country');
  }
  let interests: number[] | undefined;
  if (body.interests !== undefined) {
    interests = [...new Set(body.interests)];
    const known = await repo.knownInterests(deps.db, interests);
    if (known.length !== interests.length) throw invalid('interests', 'Unknown interest');
  }
  const values = {
    ...(body.seeking !== undefined ? { seeking: body.seeking } : {}),
    ...(body.sexuality !== undefined && body.sexuality !== null ? { sexuality: body.sexuality } : {}),
    ...(body.hair_colour !== undefined ? { hairColour: body.hair_colour } : {}),
    ...(body.eye_colour !== undefined ? { eyeColour: body.eye_colour } : {}),
    ...(body.body_type !== undefined ? { bodyType: body.body_type } : {}),
    ...(body.relationship_status !== undefined ? { relationshipStatus: body.relationship_status } : {}),
    ...(body.tattoos !== undefined ? { tattoos: body.tattoos } : {}),
    ...(body.signup_reason !== undefined ? { signupReason: body.signup_reason } : {}),
    ...(body.about !== undefined ? { about: body.about } : {}),
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
    ...(body.city !== undefined ? { city: body.city || null } : {}),
    country,
    regionId,
  };
  await deps.db.transaction(async (tx) => {
    await repo.update(tx, id, values);
    if (interests) await repo.replaceInterests(tx, id, interests);
  });
  // Their profile, and (the country) what their session shows.
  await deps.events.emit(memberChanged(member.user.id));
  return getOwn(deps, member);
}
