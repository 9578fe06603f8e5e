import {
  CITY_MAX_LENGTH,
  PHOTO_STATES,
  GENDERS,
  SEARCH_MAX_AGE,
  MAX_INTERESTS,
  SEARCH_MIN_AGE,
  NOTES_MAX_LENGTH,
  ABOUT_MAX_LENGTH,
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
  PROFILE_CHOICES,
  PROFILE_FIELDS,
  PROFILE_KINDS,
  SEEKING,
} from '@amori/core';
import * as z from 'zod/mini';
import { defineCall } from './call';
import { endpoints } from './endpoints';
import { countryCode, memberCardSchema, okSchema } from './common';
import { interestSchema } from './reference';

/** A whole number written out in a query (`42`), within a range: not `''`, `0x10`, `1e3` or `-0`. */
export const intParam = (min: number, max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.regex(/^\d{1,10}$/, 'Expected a whole number')), z.transform(Number)),
    z.int().check(z.minimum(min), z.maximum(max)),
  );

/** A profile's (or photo's) id in a body. */
export const idSchema = z.int().check(z.positive(), z.maximum(2_147_483_647));
const idBody = z.strictObject({ id: idSchema });

// ---------------------------------------------------------------------------------------------
// Search

/** The search cursor: where the last load ended (last activity and id), opaque to the site. */
export const searchCursor = z.string().check(z.regex(/^\d{1,16}_\d{1,10}$/, 'Not a search cursor'));

export const searchQuery = z.object({
  gender: z.optional(z.enum(GENDERS)),
  country: z.optional(countryCode),
  /** A region id of the country (`GET /api/regions.php`). */
  countryregion: z.optional(intParam(1, 2_147_483_647)),
  min_age: z.optional(intParam(SEARCH_MIN_AGE, SEARCH_MAX_AGE)),
  max_age: z.optional(intParam(SEARCH_MIN_AGE, SEARCH_MAX_AGE)),
  /** Where the previous load ended: the next 20 after it ("load more"). */
  cursor: z.optional(searchCursor),
  /** A visitor's traffic network (the trafficsource variant of logged-out search). */
  network: z.optional(z.string().check(z.maxLength(100))),
});
export type SearchQuery = z.input<typeof searchQuery>;

export const SEARCH_WIDENED = ['region', 'age'] as const;
export type SearchWidened = (typeof SEARCH_WIDENED)[number];

export const searchFiltersSchema = z.object({
  gender: z.enum(GENDERS),
  country: z.string(),
  countryregion: z.nullable(z.int()),
  min_age: z.int(),
  max_age: z.int(),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export const searchMembers = defineCall({
  ...endpoints.searchMembers,
  summary:
    'Member search: 20 members a load, most recently active first; `cursor` loads the next 20. The first load counts the results (exact up to 1,000) and, when fewer than 20 match, adds similar results and says what was widened.',
  query: searchQuery,
  response: z.object({
    /** The filters applied, defaults filled in (the viewer\'s sought gender and country, 18-99). */
    filters: searchFiltersSchema,
    profiles: z.array(memberCardSchema),
    /** How many match: exact up to 1,000 (then 1,000 with `numResultsCapped`); null on a load-more. */
    numResults: z.nullable(z.int()),
    numResultsCapped: z.boolean(),
    /** Where this load ended, for the next; null when there is no more. */
    cursor: z.nullable(z.string()),
    /** When the exact search finds fewer than 20: members of a wider search, and what was widened. */
    similar: z.array(memberCardSchema),
    widened: z.array(z.enum(SEARCH_WIDENED)),
  }),
  errors: ['authentication_required'],
  auth: 'visitor',
  changesState: false,
});

// ---------------------------------------------------------------------------------------------
// A member's profile

/** A photo as a viewer gets it: the picture's sizes, or only its blurred preview when locked. */
export const photoSchema = z.object({
  id: z.int(),
  main: z.boolean(),
  /** Beyond what the viewer may see: `src` and `thumb` are the blurred preview, `srcset` is null. */
  locked: z.boolean(),
  src: z.string(),
  thumb: z.string(),
  srcset: z.nullable(z.object({ avif: z.string(), webp: z.string() })),
  width: z.int(),
  height: z.int(),
  /**
   * The owner's own photos only (others never get a photo that is not shown): whether it is
   * shown, waiting for approval, hidden by a moderator or rejected, and the moderator's reason.
   */
  moderation: z.optional(z.enum(PHOTO_STATES)),
  moderation_reason: z.optional(z.nullable(z.string())),
});
export type Photo = z.infer<typeof photoSchema>;

export const profileAttributeSchema = z.object({ field: z.enum(PROFILE_FIELDS), value: z.string() });
export type ProfileAttribute = z.infer<typeof profileAttributeSchema>;

export const memberProfileSchema = z.extend(memberCardSchema, {
  about: z.string(),
  /** The member's notes ("what I am looking for"); null where the site hides notes. */
  notes: z.nullable(z.string()),
  /** The attributes of spec point 3 the site shows (`visible_profile_fields`), in order. */
  attributes: z.array(profileAttributeSchema),
  interests: z.array(interestSchema),
  photos: z.array(photoSchema),
  /** A cam or resell profile's own page (https), its call to action; null for members. */
  external_url: z.nullable(z.string()),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const getMember = defineCall({
  ...endpoints.getMember,
  summary:
    "A member's profile as the viewer may see it: photos beyond the viewer's allowance (visitor 1, free 3, premium all) as blurred previews; 404 for a member who blocked the viewer.",
  query: z.object({
    id: intParam(1, 2_147_483_647),
    network: z.optional(z.string().check(z.maxLength(100))),
  }),
  response: z.object({
    profile: memberProfileSchema,
    /** The viewer likes this member; the member likes the viewer; both (a match). */
    liked: z.boolean(),
    likes_me: z.boolean(),
    match: z.boolean(),
    /** The viewer blocked this member (they can unblock here). */
    blocked: z.boolean(),
    /** How many photos the viewer may see; null: all of them. */
    photo_allowance: z.nullable(z.int()),
  }),
  errors: ['authentication_required', 'not_found'],
  auth: 'visitor',
  changesState: false,
});

export const getMemberCard = defineCall({
  ...endpoints.getMemberCard,
  summary:
    "A member's card (name, age, place, main photo: what search shows) for a page that features one member to anyone, such as `/members/{id}/signup`. It needs no logged-out search, as the main photo is public; 404 where the profile would be hidden from the viewer.",
  query: z.object({ id: intParam(1, 2_147_483_647) }),
  response: z.object({ profile: memberCardSchema }),
  errors: ['not_found'],
  auth: 'visitor',
  changesState: false,
});

// ---------------------------------------------------------------------------------------------
// Likes

export const likeMember = defineCall({
  ...endpoints.likeMember,
  summary: 'Likes a member; a like they gave back makes it a match (`match: true`).',
  body: idBody,
  response: z.object({ ok: z.literal(true), match: z.boolean(), profile: memberCardSchema }),
  errors: ['authentication_required', 'not_found', 'bad_request', 'rate_limited'],
  auth: 'member',
  changesState: true,
});

export const unlikeMember = defineCall({
  ...endpoints.unlikeMember,
  summary: 'Takes back a like.',
  body: idBody,
  response: okSchema,
  errors: ['authentication_required', 'rate_limited'],
  auth: 'member',
  changesState: true,
});

export const markLikeSeen = defineCall({
  ...endpoints.markLikeSeen,
  summary: 'Opening a liked profile clears its new-like flag: the like of member `id` is no longer new.',
  body: idBody,
  response: z.object({ ok: z.literal(true), total_new_likes: z.int() }),
  errors: ['authentication_required', 'rate_limited'],
  auth: 'member',
  changesState: true,
});

// ---------------------------------------------------------------------------------------------
// Blocking

export const getBlocks = defineCall({
  ...endpoints.getBlocks,
  summary: 'The members the logged-in member blocked, most recent first.',
  response: z.object({ profiles: z.array(memberCardSchema) }),
  errors: ['authentication_required'],
  auth: 'member',
  changesState: false,
});

export const blockMember = defineCall({
  ...endpoints.blockMember,
  summary:
    "Blocks a member: they lose access to the blocker's profile, photos and contact; the chats and likes between the two are deleted.",
  body: idBody,
  response: okSchema,
  errors: ['authentication_required', 'not_found', 'bad_request', 'rate_limited'],
  auth: 'member',
  changesState: true,
});

export const unblockMember = defineCall({
  ...endpoints.unblockMember,
  summary: 'Unblocks a member.',
  body: idBody,
  response: okSchema,
  errors: ['authentication_required', 'rate_limited'],
  auth: 'member',
  changesState: true,
});

// ---------------------------------------------------------------------------------------------
// My profile and photos

const choice = <F extends keyof typeof PROFILE_CHOICES>(field: F) =>
  z.nullable(z.enum(PROFILE_CHOICES[field]));

export const ownProfileSchema = z.object({
  id: z.int(),
  name: z.string(),
  gender: z.enum(GENDERS),
  seeking: z.enum(SEEKING),
  /** `YYYY-MM-DD`. */
  birth_date: z.string(),
  age: z.int(),
  kind: z.enum(PROFILE_KINDS),
  country: z.string(),
  region_id: z.nullable(z.int()),
  city: z.nullable(z.string()),
  about: z.string(),
  notes: z.string(),
  sexuality: choice('sexuality'),
  hair_colour: choice('hair_colour'),
  eye_colour: choice('eye_colour'),
  body_type: choice('body_type'),
  relationship_status: choice('relationship_status'),
  tattoos: choice('tattoos'),
  signup_reason: choice('signup_reason'),
  interests: z.array(z.int()),
  /** Every photo, main first (never locked for their owner). */
  photos: z.array(photoSchema),
  /** How many photos this member may have: free 3, premium 25. */
  photo_limit: z.int(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const getProfile = defineCall({
  ...endpoints.getProfile,
  summary:
    "The logged-in member's own profile, to edit: attributes, interests, region and city, about-me, photos.",
  response: ownProfileSchema,
  errors: ['authentication_required', 'not_found'],
  auth: 'member',
  changesState: false,
});

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));

export const profileUpdate = z.strictObject({
  seeking: z.optional(z.enum(SEEKING)),
  sexuality: z.optional(choice('sexuality')),
  hair_colour: z.optional(choice('hair_colour')),
  eye_colour: z.optional(choice('eye_colour')),
  body_type: z.optional(choice('body_type')),
  relationship_status: z.optional(choice('relationship_status')),
  tattoos: z.optional(choice('tattoos')),
  signup_reason: z.optional(choice('signup_reason')),
  /** One of the site's countries; its region (when given) must be one of this country's. */
  country: z.optional(countryCode),
  region_id: z.optional(z.nullable(idSchema)),
  /** A place name, typed or from `geocode.php`. */
  city: z.optional(z.nullable(trimmed(CITY_MAX_LENGTH))),
  about: z.optional(trimmed(ABOUT_MAX_LENGTH)),
  notes: z.optional(trimmed(NOTES_MAX_LENGTH)),
  /** Interest ids (`GET /api/interests.php`). */
  interests: z.optional(z.array(idSchema).check(z.maxLength(MAX_INTERESTS))),
});
export type ProfileUpdate = z.output<typeof profileUpdate>;

export const updateProfile = defineCall({
  ...endpoints.updateProfile,
  summary: "Saves changes to the logged-in member's profile; fields left out stay as they are.",
  body: profileUpdate,
  response: ownProfileSchema,
  errors: ['authentication_required', 'not_found', 'validation_failed', 'rate_limited'],
  auth: 'member',
  changesState: true,
});

export const uploadPhoto = defineCall({
  ...endpoints.uploadPhoto,
  summary:
    'Adds a photo: the request body is the image file itself (JPEG, PNG, WebP, AVIF or GIF, by content; at most 15 MB and 40 megapixels). It is re-encoded into web sizes without any metadata. Free members may have 3 photos, premium 25.',
  upload: { types: PHOTO_MIME_TYPES, maxBytes: PHOTO_MAX_BYTES },
  response: z.object({ photo: photoSchema, photos: z.array(photoSchema) }),
  errors: [
    'authentication_required',
    'photo_limit_reached',
    'unsupported_media_type',
    'payload_too_large',
    'image_too_large',
    'rate_limited',
  ],
  auth: 'member',
  changesState: true,
});

export const deletePhoto = defineCall({
  ...endpoints.deletePhoto,
  summary: 'Deletes one of your photos (the next one becomes the main photo when it was the main one).',
  body: idBody,
  response: z.object({ photos: z.array(photoSchema) }),
  errors: ['authentication_required', 'not_found', 'rate_limited'],
  auth: 'member',
  changesState: true,
});

export const setMainPhoto = defineCall({
  ...endpoints.setMainPhoto,
  summary: 'Makes one of your photos the main photo (public: search, landers and the match modal show it).',
  body: z.strictObject({ id: idSchema, main: z.literal(true) }),
  response: z.object({ photos: z.array(photoSchema) }),
  errors: ['authentication_required', 'not_found', 'rate_limited'],
  auth: 'member',
  changesState: true,
});

// ---------------------------------------------------------------------------------------------
// The swipe game

const swipeState = {
  /** Likes left today (4 a day). */
  likes_left: z.int(),
  likes_per_day: z.int(),
  /** When the likes come back: the next midnight in the site's time zone (ISO 8601). */
  resets_at: z.string(),
};

export const getSwipeDeck = defineCall({
  ...endpoints.getSwipeDeck,
  summary: 'The swipe game: suggested members not swiped yet, and the likes left today.',
  response: z.object({ profiles: z.array(memberCardSchema), ...swipeState }),
  errors: ['authentication_required', 'not_found'],
  auth: 'member',
  changesState: false,
});

export const swipeMember = defineCall({
  ...endpoints.swipeMember,
  summary:
    'Likes (`like: true`, at most 4 a day) or passes a member in the swipe game; a like given back is a match.',
  body: z.strictObject({ id: idSchema, like: z.boolean() }),
  response: z.object({ match: z.boolean(), profile: z.nullable(memberCardSchema), ...swipeState }),
  errors: ['authentication_required', 'not_found', 'bad_request', 'swipe_limit_reached', 'rate_limited'],
  auth: 'member',
  changesState: true,
});
