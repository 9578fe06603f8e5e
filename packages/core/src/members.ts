/**
 * Members: the profile attributes of spec point 3 and their choices, who may see how many photos
 * (decisions.md), the photo upload limits and the swipe game's daily likes (spec points 5 and 9),
 * and the search's paging rules (decisions.md).
 */
import { calendarDayIn } from './dates';

/** The choices of each attribute of spec point 3 (their labels are translated by the site). */
export const PROFILE_CHOICES = {
  sexuality: ['straight', 'gay', 'bisexual'],
  hair_colour: ['blond', 'brown', 'black', 'red', 'grey', 'bald', 'dyed'],
  eye_colour: ['blue', 'brown', 'green', 'grey', 'hazel'],
  body_type: ['slim', 'athletic', 'average', 'curvy', 'large'],
  relationship_status: ['single', 'divorced', 'widowed', 'relationship', 'married'],
  tattoos: ['none', 'one', 'few', 'many'],
  signup_reason: ['friendship', 'dating', 'relationship', 'chat', 'adventure'],
} as const;
export type ChoiceField = keyof typeof PROFILE_CHOICES;
export const CHOICE_FIELDS = Object.keys(PROFILE_CHOICES) as ChoiceField[];
export type ProfileChoices = { [F in ChoiceField]: (typeof PROFILE_CHOICES)[F][number] };

/**
 * The attributes a profile page may show, in the order shown; `visible_profile_fields` (a site
 * setting) says which of them a site shows.
 */
export const PROFILE_FIELDS = [
  'gender',
  'age',
  'sexuality',
  'hair_colour',
  'eye_colour',
  'body_type',
  'relationship_status',
  'tattoos',
  'signup_reason',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The fields of a site's `visible_profile_fields` that a profile can show, in their order. */
export function visibleFields(setting: readonly string[]): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => setting.includes(field));
}

/** Kinds of profile: members, and the cam and resell profiles shown where `member_resell` allows. */
export const PROFILE_KINDS = ['member', 'cam', 'resell'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

/** Ages a search can ask for (`min_age` is a site setting of at least 18, decisions.md). */
export const SEARCH_MIN_AGE = 18;
export const SEARCH_MAX_AGE = 99;
export const NOTES_MAX_LENGTH = 1000;
export const CITY_MAX_LENGTH = 100;
export const MAX_INTERESTS = 20;

/** An uploaded photo: at most 15 MB and 40 megapixels, of these types (checked by content). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

/** Who looks at a member's photos. */
export type PhotoViewer = 'visitor' | 'free' | 'premium' | 'owner';

/** Photos a member may upload (spec points 5 and 9): free 3, premium 25. */
export const PHOTO_LIMITS = { free: 3, premium: 25 } as const;
export const photoLimit = (paidUser: boolean): number =>
  paidUser ? PHOTO_LIMITS.premium : PHOTO_LIMITS.free;

/**
 * How many of another member's photos a viewer may see, main photo first (decisions.md): a
 * visitor the main photo only, a free member up to 3, premium (and the owner) all of them.
 */
export function photoAllowance(viewer: PhotoViewer): number {
  switch (viewer) {
    case 'visitor':
      return 1;
    case 'free':
      return PHOTO_LIMITS.free;
    case 'premium':
    case 'owner':
      return Number.POSITIVE_INFINITY;
  }
}

/** Search paging (decisions.md): 20 a load; `numResults` exact up to 1,000, "1,000+" above. */
export const SEARCH_PAGE_SIZE = 20;

/** Profiles of a likes tab a load (likes.php): the first load carries this many of each tab. */
export const LIKES_PAGE_SIZE = 20;
export const SEARCH_COUNT_CAP = 1000;

/**
 * Members with a photo first, then those without, each group in the order given (most recently
 * active first, as search reads them). The one rule for every place that features members as
 * pictures: a load of search results (its first tiles), a lander's members (its hero, swipe card
 * and galleries) and a visitor's like popup. A member without a photo is still listed, with the
 * photo placeholder, but never comes before one who has a photo.
 */
export function photosFirst<T>(members: readonly T[], hasPhoto: (member: T) => boolean): T[] {
  return [...members.filter(hasPhoto), ...members.filter((member) => !hasPhoto(member))];
}

/** Whether a member card (search, likes, landers) has a main photo. */
export const hasMainImage = (member: { main_image?: unknown }): boolean =>
  member.main_image !== null && member.main_image !== undefined;

/** Whether a member counts as online: active in the last 10 minutes. */
export const ONLINE_MS = 10 * 60_000;
export const isOnline = (lastActivity: Date | string, now: Date): boolean =>
  now.getTime() - new Date(lastActivity).getTime() < ONLINE_MS;

/**
 * The birth dates of an age range on a day, as `YYYY-MM-DD`: someone is at least `minAge` when
 * born on or before `latest`, and at most `maxAge` when born after `earliestExclusive`.
 */
export function birthDateRange(
  minAge: number,
  maxAge: number,
  now: Date,
): { latest: string; earliestExclusive: string } {
  const day = (yearsBack: number) => {
    const d = new Date(Date.UTC(now.getUTCFullYear() - yearsBack, now.getUTCMonth(), now.getUTCDate()));
    // 29 February in a year without one becomes 1 March: still the right boundary.
    return d.toISOString().slice(0, 10);
  };
  return { latest: day(minAge), earliestExclusive: day(maxAge + 1) };
}

/** The swipe game's likes a day (spec point 9). */
export const SWIPE_LIKES_PER_DAY = 4;
/** The site's time zone when none is set (decisions.md: midnight in the site's time zone). */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

/** Whether a time zone name is one this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** How far a time zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock date's midnight falls on in a time zone. */
function midnightOf(date: number, timeZone: string): Date {
  let guess = date - offsetMs(date, timeZone);
  // A second pass settles a day on which the offset changes.
  guess = date - offsetMs(guess, timeZone);
  return new Date(guess);
}

/** The midnight (in a time zone) that started the day `now` is in. */
export function startOfDayIn(now: Date, timeZone: string): Date {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  return midnightOf(calendarDayIn(now, zone), zone);
}

/** The next midnight in a time zone: when the swipe game's likes come back. */
export function nextMidnightIn(now: Date, timeZone: string): Date {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  return midnightOf(calendarDayIn(now, zone) + 86_400_000, zone);
}

/** Likes left in the swipe game today, after `usedToday` of them. */
export const swipeLikesLeft = (usedToday: number): number => Math.max(0, SWIPE_LIKES_PER_DAY - usedToday);
