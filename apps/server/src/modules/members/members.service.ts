import type {
  MemberProfile,
  ProfileAttribute,
  ResponseOf,
  searchMembers,
  SearchWidened,
} from '@amori/contract';
import {
  ageOn,
  birthDateRange,
  hasMainImage,
  loggedOutSearchAllowed,
  SEARCH_MAX_AGE,
  SEARCH_MIN_AGE,
  photoAllowance,
  photosFirst,
  SEARCH_COUNT_CAP,
  SEARCH_PAGE_SIZE,
  visibleFields,
  type Gender,
} from '@amori/core';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import type { SiteRow } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import type { VisitorCountries } from '../../http/visitor-countries';
import type { Region } from '../../lib/cache';
import type { Clock } from '../../lib/clock';
import type { Events } from '../../lib/events';
import { JsonText } from '../../plugins/api';
import type { Member } from '../../plugins/session';
import type { Chats } from '../chats/chats.service';
import { profileIdOf, toCard, type Directory, type MemberProfileRow } from '../directory/directory.service';
import type { Likes } from '../likes/likes.service';
import { photoView, viewerOf } from '../photos/photos.service';
import * as repo from './members.repository';

export interface MembersDeps {
  db: Database;
  now: Clock;
  storage: Storage;
  events: Events;
  /** A search's answer for one viewer (a member, or visitors), by viewer and filters. */
  searches: Region<string, string>;
  directory: Directory;
  likes: Likes;
  chats: Chats;
}

/**
 * Members as others see them: search, a profile page (with the viewer's likes and blocks), the
 * swipe game's suggestions, and blocking (which deletes the likes and conversations between the
 * two, in its transaction).
 */
export function createMembers(deps: MembersDeps) {
  return {
    search: (site: SiteRow, member: Member | null, visitor: VisitorCountries, input: SearchInput) =>
      search(deps, site, member, visitor, input),
    getMember: (site: SiteRow, member: Member | null, id: number, network: string | undefined) =>
      getMember(deps, site, member, id, network),
    getMemberCard: (site: SiteRow, member: Member | null, id: number) =>
      getMemberCard(deps, site, member, id),
    listBlocks: (member: Member) => listBlocks(deps, member),
    block: (member: Member, id: number) => block(deps, member, id),
    unblock: (member: Member, id: number) => unblock(deps, member, id),
    swipeSuggestions: (member: Member, site: SiteRow, limit: number) =>
      swipeSuggestions(deps, member, site, limit),
  };
}

export type Members = ReturnType<typeof createMembers>;

/**
 * A visitor may browse members only as decisions.md allows: `logged_out_search`, or its
 * trafficsource variant with a traffic network. A member always may.
 */
function mayBrowse(site: SiteRow, member: Member | null, network: string | undefined): void {
  if (member) return;
  const allowed = loggedOutSearchAllowed(
    {
      logged_out_search: site.loggedOutSearch,
      logged_out_search_trafficsource: site.loggedOutSearchTrafficsource,
    },
    network,
  );
  if (!allowed) throw new ApiError(403, 'authentication_required', 'Log in or sign up to see members');
}

const opposite = (gender: Gender): Gender => (gender === 'male' ? 'female' : 'male');

export interface SearchInput {
  gender?: Gender;
  country?: string;
  countryregion?: number;
  min_age?: number;
  max_age?: number;
  cursor?: string;
  network?: string;
}

function parseCursor(cursor: string | null): repo.SearchCursor | null {
  if (!cursor) return null;
  const [micros, id] = cursor.split('_');
  return { micros: BigInt(micros!), id: Number(id) };
}

export type SearchAnswer = ResponseOf<typeof searchMembers>;

/** A search's filters, settled (defaults filled in, ages in order), and its cursor. */
interface SearchFilters {
  gender: Gender;
  country: string;
  countryregion: number | null;
  minAge: number;
  maxAge: number;
  cursor: string | null;
}

/**
 * Member search (decisions.md): 20 a load, most recently active first (members with a photo
 * before those without within a load), keyset paging on last activity; the first load counts (exact to 1,000) and, when fewer than a load match, adds
 * similar results of a wider search (the whole country instead of the region, then a wider age
 * range). Never shows the viewer, members blocked either way, invisible, disabled or deleted
 * ones, nor cam and resell profiles where the site does not resell.
 */
async function search(
  deps: MembersDeps,
  site: SiteRow,
  member: Member | null,
  visitor: VisitorCountries,
  input: SearchInput,
) {
  mayBrowse(site, member, input.network);
  const me = member?.profile?.id;
  // The member's own row only when the search leaves the gender to what they seek.
  const own = me !== undefined && !input.gender ? await repo.ownRow(deps.db, me) : undefined;
  const gender: Gender =
    input.gender ?? (own ? (own.seeking === 'both' ? opposite(own.gender) : own.seeking) : 'female');
  const country =
    input.country ??
    member?.profile?.country ??
    (() => {
      const known = visitor.selectedCountry ?? visitor.geoipCountry;
      return known && site.countries.includes(known) ? known : (site.countries[0] ?? 'NL');
    })();
  let minAge = input.min_age ?? SEARCH_MIN_AGE;
  let maxAge = input.max_age ?? SEARCH_MAX_AGE;
  if (minAge > maxAge) [minAge, maxAge] = [maxAge, minAge];
  const filters: SearchFilters = {
    gender,
    country,
    countryregion: input.countryregion ?? null,
    minAge,
    maxAge,
    cursor: input.cursor ?? null,
  };
  // Kept for this viewer (a member, or visitors), by its filters: a member's search leaves out
  // their own profile and those blocked either way.
  const key = JSON.stringify([me ?? 0, site.id, site.memberResell, ...Object.values(filters)]);
  const text = await deps.searches.load(key, async () => {
    const excluded =
      me === undefined
        ? []
        : await deps.directory.keptBlocksOf(me).then((b) => [me, ...b.blocked, ...b.blockedBy]);
    return JSON.stringify(await searchOnce(deps, site, filters, excluded, deps.now()));
  });
  return new JsonText(text);
}

/** One search, leaving out `excluded` (profile ids). */
async function searchOnce(
  deps: MembersDeps,
  site: SiteRow,
  filters: SearchFilters,
  excluded: number[],
  now: Date,
): Promise<SearchAnswer> {
  const { gender, country, minAge, maxAge } = filters;
  const region = filters.countryregion
    ? await repo.regionOf(deps.db, filters.countryregion, country)
    : undefined;
  const where = (regionId: number | null, lo: number, hi: number): repo.SearchWhere => {
    const born = birthDateRange(lo, hi, now);
    return {
      siteId: site.id,
      gender,
      country,
      regionId,
      bornLatest: born.latest,
      bornAfter: born.earliestExclusive,
      membersOnly: !site.memberResell,
      excluded,
    };
  };
  const exact = where(region?.id ?? null, minAge, maxAge);
  const cursor = parseCursor(filters.cursor);
  // The load, its cards and the counted ids (first load only): one query.
  const loaded = await repo.searchLoad(
    deps.db,
    exact,
    cursor,
    repo.SEARCH_LOAD,
    cursor ? null : repo.SEARCH_COUNTED,
  );
  const hits = loaded.hits.map((h) => ({
    micros: h.micros,
    card: toCard(repo.cardOf(h), deps.storage, now),
  }));
  const counted = loaded.matched ? Math.min(loaded.matched.length, SEARCH_COUNT_CAP + 1) : null;
  const page = hits.slice(0, SEARCH_PAGE_SIZE);
  // Within the load, members with a photo come first (@amori/core photosFirst): its first tiles
  // are pictures whenever it has any. The cursor stays the load's last in activity order.
  const profiles = photosFirst(
    page.map((h) => h.card),
    hasMainImage,
  );
  const last = page[page.length - 1];
  const more = hits.length > SEARCH_PAGE_SIZE && last;

  let numResults: number | null = null;
  let capped = false;
  let similar: repo.SearchCardHit[] = [];
  const widened: SearchWidened[] = [];
  if (counted !== null) {
    capped = counted > SEARCH_COUNT_CAP;
    numResults = Math.min(counted, SEARCH_COUNT_CAP);
    if (counted < SEARCH_PAGE_SIZE) {
      const shown = new Set(page.map((h) => h.card.id));
      const wanted = SEARCH_PAGE_SIZE;
      const tries: { widen: SearchWidened[]; where: repo.SearchWhere }[] = [];
      if (region) tries.push({ widen: ['region'], where: where(null, minAge, maxAge) });
      const lo = Math.max(SEARCH_MIN_AGE, minAge - 5);
      const hi = Math.min(SEARCH_MAX_AGE, maxAge + 5);
      if (lo !== minAge || hi !== maxAge) {
        tries.push({ widen: region ? ['region', 'age'] : ['age'], where: where(null, lo, hi) });
      }
      for (const attempt of tries) {
        // With their cards: one query a try.
        const found = await repo.searchLoad(
          deps.db,
          { ...attempt.where, excluded: [...attempt.where.excluded, ...shown] },
          null,
          wanted,
          null,
        );
        similar = found.hits;
        widened.splice(0, widened.length, ...attempt.widen);
        if (similar.length >= wanted - page.length) break;
      }
      if (similar.length === 0) widened.length = 0;
    }
  }
  return {
    filters: { gender, country, countryregion: region?.id ?? null, min_age: minAge, max_age: maxAge },
    profiles,
    numResults,
    numResultsCapped: capped,
    cursor: more ? `${last.micros}_${last.card.id}` : null,
    similar: photosFirst(
      similar.map((h) => toCard(repo.cardOf(h), deps.storage, now)),
      hasMainImage,
    ),
    widened,
  };
}

/** The attributes of a profile that the site shows (`visible_profile_fields`), in order. */
function attributesOf(row: MemberProfileRow, site: SiteRow, now: Date): ProfileAttribute[] {
  const values: Record<string, string | null> = {
    gender: row.card_gender,
    age: String(ageOn(row.card_birth_date, now)),
    sexuality: row.sexuality,
    hair_colour: row.hair_colour,
    eye_colour: row.eye_colour,
    body_type: row.body_type,
    relationship_status: row.relationship_status,
    tattoos: row.tattoos,
    signup_reason: row.signup_reason,
  };
  return visibleFields(site.visibleProfileFields).flatMap((field) => {
    const value = values[field];
    return value ? [{ field, value }] : [];
  });
}

/**
 * The profile `id` as the viewer may reach it on the site, else not found: a profile that does
 * not exist, is disabled or deleted, a cam or resell profile where the site does not resell, an
 * invisible one for a visitor, and (spec point 6) any profile that blocked the viewer. Members
 * reach their own profile whatever its state. The profile is the directory's kept one (the same
 * for every viewer), the blocks the viewer's kept ones: no query when both are kept.
 */
async function visibleProfile(deps: MembersDeps, site: SiteRow, member: Member | null, id: number) {
  const me = member?.profile?.id;
  const own = me === id;
  const [found, blocks] = await Promise.all([
    deps.directory.keptProfile(id),
    me !== undefined && !own ? deps.directory.keptBlocksOf(me) : null,
  ]);
  if (!found || found.site_id !== site.id) throw notFound('Member not found');
  const hidden =
    found.status !== 'active' ||
    found.account_status === 'deleted' ||
    (found.invisible === true && !member) ||
    (found.card_kind !== 'member' && !site.memberResell);
  if (hidden && !own) throw notFound('Member not found');
  if (blocks?.blockedBy.includes(id)) throw notFound('Member not found');
  return { found, viewerBlocked: blocks?.blocked.includes(id) ?? false };
}

/**
 * A member's card for a page that features one member (`/members/{id}/signup`): what search
 * shows of them, to anyone, logged-out search or not (the main photo is public); hidden as the
 * profile is.
 */
async function getMemberCard(deps: MembersDeps, site: SiteRow, member: Member | null, id: number) {
  const { found } = await visibleProfile(deps, site, member, id);
  return { profile: toCard(repo.cardOf(found), deps.storage, deps.now()) };
}

/**
 * A member's profile as the viewer may see it. Not found: a profile that does not exist, is
 * disabled or deleted, a cam or resell profile where the site does not resell, an invisible one
 * for a visitor, and (spec point 6) any profile that blocked the viewer. Made of the kept profile
 * and the viewer's kept blocks and likes (see visibleProfile).
 */
async function getMember(
  deps: MembersDeps,
  site: SiteRow,
  member: Member | null,
  id: number,
  network: string | undefined,
) {
  mayBrowse(site, member, network);
  const { found, viewerBlocked } = await visibleProfile(deps, site, member, id);
  const me = member?.profile?.id;
  const likes = me !== undefined && me !== id ? await deps.likes.keptLikesOf(me) : null;
  const liked = likes?.sent.has(id) ?? false;
  const likesMe = likes?.received.has(id) ?? false;
  const viewer = viewerOf(member, id);
  const now = deps.now();
  const allowance = photoAllowance(viewer);
  const card = toCard(repo.cardOf(found), deps.storage, now);
  const answer: MemberProfile = {
    ...card,
    about: found.about,
    notes: site.visibleProfileNotes ? found.notes : null,
    attributes: attributesOf(found, site, now),
    interests: found.interests,
    photos: found.photos.map((photo, rank) => photoView(deps.storage, photo, rank >= allowance)),
    external_url: found.card_kind !== 'member' ? found.external_url : null,
  };
  return {
    profile: answer,
    liked,
    likes_me: likesMe,
    match: liked && likesMe,
    blocked: viewerBlocked,
    photo_allowance: Number.isFinite(allowance) ? allowance : null,
  };
}

/** The members this member blocked. */
async function listBlocks(deps: MembersDeps, member: Member) {
  return { profiles: await deps.directory.cardsInOrder(await repo.blockedBy(deps.db, profileIdOf(member))) };
}

/**
 * Blocks a member (spec point 6): they lose access to the blocker's profile, photos and contact;
 * the likes and chats between the two are deleted, in one transaction with the block.
 */
async function block(deps: MembersDeps, member: Member, id: number) {
  const me = profileIdOf(member);
  if (id === me) throw new ApiError(400, 'bad_request', 'You cannot block yourself');
  const found = await deps.directory.findProfile(id);
  if (!found || found.profile.siteId !== member.user.siteId) throw notFound('Member not found');
  await deps.db.transaction(async (tx) => {
    await repo.insertBlock(tx, me, id, deps.now());
    await deps.likes.deleteBetween(tx, me, id);
    await deps.chats.deleteConversationsBetween(tx, me, id);
  });
  // Once committed: what was read during the transaction is not kept.
  await deps.events.emit({ type: 'likesChanged', profiles: [me, id] });
  await deps.events.emit({ type: 'blocksChanged', profiles: [me, id] });
  return { ok: true } as const;
}

async function unblock(deps: MembersDeps, member: Member, id: number) {
  const me = profileIdOf(member);
  await repo.deleteBlock(deps.db, me, id);
  await deps.events.emit({ type: 'blocksChanged', profiles: [me, id] });
  return { ok: true } as const;
}

/** Suggestions for the swipe game (see the repository), of the genders a member seeks. */
async function swipeSuggestions(deps: MembersDeps, member: Member, site: SiteRow, limit: number) {
  const me = await repo.ownRow(deps.db, profileIdOf(member));
  if (!me) throw notFound('This account has no profile');
  const excluded = [me.id, ...(await deps.directory.blockedWith(me.id))];
  const genders: Gender[] = me.seeking === 'both' ? ['female', 'male'] : [me.seeking];
  const countries = [me.country, ...site.countries.filter((c) => c !== me.country)];
  const ids: number[] = [];
  for (const country of countries) {
    for (const gender of genders) {
      const found = await repo.swipeCandidates(
        deps.db,
        {
          siteId: site.id,
          gender,
          country,
          membersOnly: !site.memberResell,
          excluded: [...excluded, ...ids],
        },
        me.id,
        Math.ceil(limit / genders.length),
      );
      ids.push(...found);
    }
    if (ids.length >= limit) break;
  }
  return deps.directory.cardsInOrder(ids.slice(0, limit));
}
