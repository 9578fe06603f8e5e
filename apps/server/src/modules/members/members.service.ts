import type {
  MainImage,
  MemberCard,
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
  isOnline,
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
import type { FastifyRequest } from 'fastify';
import type { Storage } from '../../adapters/storage';
import type { AppContext } from '../../app-context';
import type { SiteRow } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import type { Member } from '../../plugins/session';
import { deleteConversationsBetween } from '../chats/chats.service';
import { deleteLikesBetween, keptLikesOf } from '../likes/likes.service';
import { photoView, viewerOf } from '../photos/photos.service';
import { visitorOf } from '../settings/settings.service';
import { JsonText } from '../../plugins/api';
import * as repo from './members.repository';

export { ageOn };

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
    kind: p.kind,
    online: isOnline(p.lastActivity, now),
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

/** Cards in the order of their ids. */
async function cardsInOrder(ctx: AppContext, ids: number[]): Promise<MemberCard[]> {
  const cards = await cardsById(ctx, ids);
  return ids.flatMap((id) => cards.get(id) ?? []);
}

/** The profile id of a member; an account without a profile (none is made so) has nothing to list. */
export function profileIdOf(member: Member): number {
  if (!member.profile) throw new ApiError(404, 'not_found', 'This account has no profile');
  return member.profile.id;
}

/** Profiles a profile has blocked or is blocked by: never listed to it, nor it to them (spec point 6). */
export const blockedWith = (ctx: AppContext, profileId: number) => repo.blockedWith(ctx.db, profileId);

/** A profile's blocks each way, kept for seconds (search and profiles read them on every request). */
function keptBlocksOf(ctx: AppContext, profileId: number, now: number): Promise<repo.BlocksOf> {
  return ctx.searchCache.blocksOf(profileId, now, () => repo.blocksOf(ctx.db, profileId));
}

/** Whether `owner` blocked `viewer`: then the viewer may not see the owner's profile, photos or contact. */
export async function isBlockedBy(ctx: AppContext, owner: number, viewer: number): Promise<boolean> {
  return (await repo.blocksBetween(ctx.db, owner, viewer)).aBlockedB;
}

/** Whether either of two profiles blocked the other (chats and likes between them are not allowed). */
export async function isBlockedEitherWay(ctx: AppContext, a: number, b: number): Promise<boolean> {
  const between = await repo.blocksBetween(ctx.db, a, b);
  return between.aBlockedB || between.bBlockedA;
}

/** The site a request is for: a member's own, else the host's. */
async function siteOf(ctx: AppContext, request: FastifyRequest): Promise<SiteRow> {
  return ctx.sites.forHost(request.host);
}

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

/** A search's answer, and what it was made from (see `answerFor`). */
export interface SearchResult {
  answer: SearchAnswer;
  /** The load as read: up to SEARCH_SPARE more than a page and the next one. */
  hits: { micros: string; card: MemberCard }[];
  /** The ids counted (sorted), on a first load. */
  matched: Int32Array | null;
  /** Every profile id the search's queries read (sorted): the load, the counted, the similar. */
  touched: Int32Array;
}

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
 *
 * Answered from the search cache (search.cache.ts) when the viewer's own profile and blocks are
 * none of the profiles the cached search read; otherwise searched for the viewer alone.
 */
export async function search(
  ctx: AppContext,
  request: FastifyRequest,
  member: Member | null,
  input: SearchInput,
) {
  const site = await siteOf(ctx, request);
  mayBrowse(site, member, input.network);
  const me = member?.profile?.id;
  // The member's own row only when the search leaves the gender to what they seek.
  const own = me !== undefined && !input.gender ? await repo.ownRow(ctx.db, me) : undefined;
  const gender: Gender =
    input.gender ?? (own ? (own.seeking === 'both' ? opposite(own.gender) : own.seeking) : 'female');
  const country =
    input.country ??
    member?.profile?.country ??
    (() => {
      const visitor = visitorOf(request, undefined);
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
  const now = ctx.now();
  const cache = ctx.searchCache;
  const excluded =
    me === undefined
      ? []
      : await keptBlocksOf(ctx, me, now.getTime()).then((b) => [me, ...b.blocked, ...b.blockedBy]);
  if (cache.keepMs <= 0) return (await searchOnce(ctx, site, filters, excluded, now)).answer;
  const key = JSON.stringify([site.id, site.memberResell, ...Object.values(filters)]);
  const shared = await cache.search(key, now.getTime(), async () => {
    const found = await searchOnce(ctx, site, filters, [], now);
    return { ...found, text: JSON.stringify(found.answer), made: new Map() };
  });
  if (!excluded.some((id) => has(shared.touched, id))) return new JsonText(shared.text);
  // Made once for each set of left-out profiles (a member searching again, load after load).
  const leftOut = excluded.join(',');
  let made = shared.made.get(leftOut);
  if (made === undefined) {
    const answer = answerFor(shared, excluded);
    made = answer ? JSON.stringify(answer) : null;
    if (shared.made.size < 100) shared.made.set(leftOut, made);
  }
  return made === null ? (await searchOnce(ctx, site, filters, excluded, now)).answer : new JsonText(made);
}

/**
 * A search's answer for a viewer who never sees `excluded`, made from the search as a visitor
 * gets it: its load less those profiles, its count less those it counted. It is exactly what
 * the viewer's own search would answer when the load keeps a full page and a next one after them
 * (it read SEARCH_SPARE more rows than a load shows), the count stays beyond the cap or was
 * exact, and the viewer's search needs no similar results (a load or more match).
 * Otherwise undefined: the viewer's own search must run.
 */
export function answerFor(shared: SearchResult, excluded: number[]): SearchAnswer | undefined {
  const { answer, hits, matched } = shared;
  const gone = new Set(excluded);
  const kept = hits.filter((h) => !gone.has(h.card.id));
  const allRead = hits.length < repo.SEARCH_LOAD;
  if (kept.length <= SEARCH_PAGE_SIZE && !allRead) return undefined;
  const page = kept.slice(0, SEARCH_PAGE_SIZE);
  const last = page[page.length - 1];
  let numResults: number | null = null;
  let capped = false;
  if (matched) {
    const counted = matched.length - [...gone].filter((id) => has(matched, id)).length;
    if (matched.length >= repo.SEARCH_COUNTED && counted <= SEARCH_COUNT_CAP) return undefined;
    capped = counted > SEARCH_COUNT_CAP;
    numResults = Math.min(counted, SEARCH_COUNT_CAP);
    // Fewer than a load: the similar results depend on what was left out (called only when
    // something read was).
    if (counted < SEARCH_PAGE_SIZE) return undefined;
  }
  return {
    ...answer,
    profiles: photosFirst(
      page.map((h) => h.card),
      hasMainImage,
    ),
    numResults,
    numResultsCapped: capped,
    cursor: kept.length > SEARCH_PAGE_SIZE && last ? `${last.micros}_${last.card.id}` : null,
  };
}

/**
 * One search without `excluded` (profile ids): its answer and the ids of every profile its
 * queries read (the load, the counted ones, the similar results).
 */
async function searchOnce(
  ctx: AppContext,
  site: SiteRow,
  filters: SearchFilters,
  excluded: number[],
  now: Date,
): Promise<SearchResult> {
  const { gender, country, minAge, maxAge } = filters;
  const region = filters.countryregion
    ? await repo.regionOf(ctx.db, filters.countryregion, country)
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
    ctx.db,
    exact,
    cursor,
    repo.SEARCH_LOAD,
    cursor ? null : repo.SEARCH_COUNTED,
  );
  const hits = loaded.hits.map((h) => ({ micros: h.micros, card: toCard(repo.cardOf(h), ctx.storage, now) }));
  const matched = loaded.matched && Int32Array.from(loaded.matched).sort();
  const touched = new Set([...hits.map((h) => h.card.id), ...(matched ?? [])]);
  const counted = matched ? Math.min(matched.length, SEARCH_COUNT_CAP + 1) : null;
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
          ctx.db,
          { ...attempt.where, excluded: [...attempt.where.excluded, ...shown] },
          null,
          wanted,
          null,
        );
        similar = found.hits;
        for (const h of similar) touched.add(h.card_id);
        widened.splice(0, widened.length, ...attempt.widen);
        if (similar.length >= wanted - page.length) break;
      }
      if (similar.length === 0) widened.length = 0;
    }
  }
  const answer: SearchAnswer = {
    filters: { gender, country, countryregion: region?.id ?? null, min_age: minAge, max_age: maxAge },
    profiles,
    numResults,
    numResultsCapped: capped,
    cursor: more ? `${last.micros}_${last.card.id}` : null,
    similar: photosFirst(
      similar.map((h) => toCard(repo.cardOf(h), ctx.storage, now)),
      hasMainImage,
    ),
    widened,
  };
  return { answer, hits, matched, touched: Int32Array.from(touched).sort() };
}

/** Whether sorted `ids` hold `id` (a binary search). */
function has(ids: Int32Array, id: number): boolean {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ids[mid] === id) return true;
    if (ids[mid]! < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** The attributes of a profile that the site shows (`visible_profile_fields`), in order. */
function attributesOf(row: repo.MemberProfileRow, site: SiteRow, now: Date): ProfileAttribute[] {
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
 * reach their own profile whatever its state. The profile is the profile cache's (the same for
 * every viewer), the blocks the viewer's kept ones: no query when both are kept.
 */
async function visibleProfile(ctx: AppContext, site: SiteRow, member: Member | null, id: number) {
  const me = member?.profile?.id;
  const own = me === id;
  const now = ctx.now().getTime();
  const [found, blocks] = await Promise.all([
    ctx.profileCache.profile(id, now, () => repo.memberProfile(ctx.db, id)),
    me !== undefined && !own ? keptBlocksOf(ctx, me, now) : null,
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
export async function getMemberCard(
  ctx: AppContext,
  request: FastifyRequest,
  member: Member | null,
  id: number,
) {
  const site = await siteOf(ctx, request);
  const { found } = await visibleProfile(ctx, site, member, id);
  return { profile: toCard(repo.cardOf(found), ctx.storage, ctx.now()) };
}

/**
 * A member's profile as the viewer may see it. Not found: a profile that does not exist, is
 * disabled or deleted, a cam or resell profile where the site does not resell, an invisible one
 * for a visitor, and (spec point 6) any profile that blocked the viewer. Made of the kept profile
 * and the viewer's kept blocks and likes (see visibleProfile).
 */
export async function getMember(
  ctx: AppContext,
  request: FastifyRequest,
  member: Member | null,
  id: number,
  network: string | undefined,
) {
  const site = await siteOf(ctx, request);
  mayBrowse(site, member, network);
  const { found, viewerBlocked } = await visibleProfile(ctx, site, member, id);
  const me = member?.profile?.id;
  const likes = me !== undefined && me !== id ? await keptLikesOf(ctx, me) : null;
  const liked = likes?.sent.has(id) ?? false;
  const likesMe = likes?.received.has(id) ?? false;
  const viewer = viewerOf(member, id);
  const now = ctx.now();
  const allowance = photoAllowance(viewer);
  const card = toCard(repo.cardOf(found), ctx.storage, now);
  const answer: MemberProfile = {
    ...card,
    about: found.about,
    notes: site.visibleProfileNotes ? found.notes : null,
    attributes: attributesOf(found, site, now),
    interests: found.interests,
    photos: found.photos.map((photo, rank) => photoView(ctx.storage, photo, rank >= allowance)),
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

/** The profile another call acts on: exists on the member's site, not the member, not blocked either way. */
export async function reachableProfile(ctx: AppContext, member: Member, id: number) {
  const me = profileIdOf(member);
  if (id === me) throw new ApiError(400, 'bad_request', 'That is your own profile');
  const found = await repo.findProfile(ctx.db, id);
  if (
    !found ||
    found.profile.siteId !== member.user.siteId ||
    found.profile.status !== 'active' ||
    found.accountStatus === 'deleted' ||
    (await isBlockedEitherWay(ctx, me, id))
  ) {
    throw notFound('Member not found');
  }
  return { me, profile: found.profile };
}

/** The members this member blocked. */
export async function listBlocks(ctx: AppContext, member: Member) {
  return { profiles: await cardsInOrder(ctx, await repo.blockedBy(ctx.db, profileIdOf(member))) };
}

/**
 * Blocks a member (spec point 6): they lose access to the blocker's profile, photos and contact;
 * the likes and chats between the two are deleted, in one transaction with the block.
 */
export async function block(ctx: AppContext, member: Member, id: number) {
  const me = profileIdOf(member);
  if (id === me) throw new ApiError(400, 'bad_request', 'You cannot block yourself');
  const found = await repo.findProfile(ctx.db, id);
  if (!found || found.profile.siteId !== member.user.siteId) throw notFound('Member not found');
  await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    await repo.insertBlock(tx, me, id, ctx.now());
    await deleteLikesBetween(inTx, me, id);
    await deleteConversationsBetween(inTx, me, id);
  });
  // Again once committed: a likes answer read during the transaction is not kept.
  await ctx.likesCache.changed([me, id]);
  await ctx.searchCache.blocksChanged([me, id]);
  return { ok: true } as const;
}

export async function unblock(ctx: AppContext, member: Member, id: number) {
  const me = profileIdOf(member);
  await repo.deleteBlock(ctx.db, me, id);
  await ctx.searchCache.blocksChanged([me, id]);
  return { ok: true } as const;
}

/** Suggestions for the swipe game (see the repository), of the genders a member seeks. */
export async function swipeSuggestions(ctx: AppContext, member: Member, site: SiteRow, limit: number) {
  const me = await repo.ownRow(ctx.db, profileIdOf(member));
  if (!me) throw notFound('This account has no profile');
  const excluded = [me.id, ...(await blockedWith(ctx, me.id))];
  const genders: Gender[] = me.seeking === 'both' ? ['female', 'male'] : [me.seeking];
  const countries = [me.country, ...site.countries.filter((c) => c !== me.country)];
  const ids: number[] = [];
  for (const country of countries) {
    for (const gender of genders) {
      const found = await repo.swipeCandidates(
        ctx.db,
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
  return cardsInOrder(ctx, ids.slice(0, limit));
}
