import { GENDERS } from '@amori/core';
import * as z from 'zod/mini';
import { defineCall } from './call';
import { endpoints } from './endpoints';

/**
 * A lander (landing page) as data: its blocks, their props, the copy keys of their text (in the
 * `landers` namespace of `locales/`), and which members it shows. One renderer
 * (`LanderPage` in @amori/screens) turns a definition into a page; the built-in landers are
 * definition files, and the lander editor stores published ones in the database, checked by the
 * same schema.
 */

/** A key of the `landers` namespace: `hero.title`, `gallery.niche.mature`, ... */
export const copyKey = z
  .string()
  .check(
    z.regex(
      /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+){0,4}$/,
      'Expected a copy key of the landers namespace, such as "hero.title"',
    ),
    z.maxLength(100),
  );

/** A file the site serves itself (`/landers/intro.mp4`): never another origin. */
export const sitePath = z.string().check(
  z.regex(/^\/[a-zA-Z0-9/_.-]{1,200}$/, 'Expected a path on this site, such as "/landers/intro.mp4"'),
  z.refine((value) => !value.includes('..'), 'A path may not go up a folder ("..")'),
);

/** Plain text of a definition (names): no control characters (PostgreSQL's jsonb refuses NUL). */
const plainText = (max: number) =>
  z.string().check(
    z.minLength(1),
    z.maxLength(max),
    z.refine(
      (text) => ![...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127),
      'No control characters',
    ),
  );

export const LANDER_ICONS = [
  'heart',
  'chat',
  'shield',
  'star',
  'users',
  'location',
  'camera',
  'lock',
] as const;
export const LANDER_MAP_COUNTRIES = ['NL', 'BE', 'DE', 'AT', 'CH', 'FR', 'GB'] as const;

const heroBlock = z.strictObject({
  type: z.literal('hero'),
  title: copyKey,
  subtitle: z.optional(copyKey),
  cta: copyKey,
  /** The picture beside the text: the featured member, the first member shown, or none. */
  image: z.optional(z.enum(['member', 'none'])),
});
const collageBlock = z.strictObject({
  type: z.literal('collage'),
  title: z.optional(copyKey),
  /** How many members' photos (3 to 9). */
  count: z.optional(z.int().check(z.minimum(3), z.maximum(9))),
});
const galleryBlock = z.strictObject({
  type: z.literal('gallery'),
  title: copyKey,
  columns: z.optional(z.int().check(z.minimum(2), z.maximum(4))),
  cta: z.optional(copyKey),
});
const iconsBlock = z.strictObject({
  type: z.literal('icons'),
  title: z.optional(copyKey),
  items: z
    .array(z.strictObject({ icon: z.enum(LANDER_ICONS), text: copyKey }))
    .check(z.minLength(1), z.maxLength(6)),
});
const mapBlock = z.strictObject({
  type: z.literal('map'),
  title: copyKey,
  /** The country drawn; without it the visitor's country when there is a map of it, else NL. */
  country: z.optional(z.enum(LANDER_MAP_COUNTRIES)),
});
const socialFeedBlock = z.strictObject({ type: z.literal('socialFeed'), title: copyKey });
const videoBlock = z.strictObject({
  type: z.literal('video'),
  title: z.optional(copyKey),
  src: sitePath,
  poster: sitePath,
  caption: z.optional(copyKey),
  /** Captions (WebVTT) for a video with sound; without them the video plays muted. */
  captions: z.optional(sitePath),
});
const transitionsBlock = z.strictObject({
  type: z.literal('transitions'),
  title: copyKey,
  /** A video played behind the photo transitions (muted, looping), with its poster. */
  video: z.optional(z.strictObject({ src: sitePath, poster: sitePath })),
});
const swipeBlock = z.strictObject({
  type: z.literal('swipe'),
  title: copyKey,
  /** After this many swipes the teaser asks the visitor to sign up. */
  swipes: z.optional(z.int().check(z.minimum(1), z.maximum(10))),
  cta: copyKey,
});
const signupBlock = z.strictObject({ type: z.literal('signup'), title: copyKey });
const testimonialsBlock = z.strictObject({
  type: z.literal('testimonials'),
  title: copyKey,
  items: z
    .array(z.strictObject({ quote: copyKey, name: plainText(40) }))
    .check(z.minLength(1), z.maxLength(6)),
});
const faqBlock = z.strictObject({
  type: z.literal('faq'),
  title: copyKey,
  items: z
    .array(z.strictObject({ question: copyKey, answer: copyKey }))
    .check(z.minLength(1), z.maxLength(12)),
});
const footerBlock = z.strictObject({ type: z.literal('footer'), text: copyKey, cta: z.optional(copyKey) });

export const LANDER_BLOCK_TYPES = [
  'hero',
  'collage',
  'gallery',
  'icons',
  'map',
  'socialFeed',
  'video',
  'transitions',
  'swipe',
  'signup',
  'testimonials',
  'faq',
  'footer',
] as const;
export type LanderBlockType = (typeof LANDER_BLOCK_TYPES)[number];

export const landerBlockSchema = z.discriminatedUnion('type', [
  heroBlock,
  collageBlock,
  galleryBlock,
  iconsBlock,
  mapBlock,
  socialFeedBlock,
  videoBlock,
  transitionsBlock,
  swipeBlock,
  signupBlock,
  testimonialsBlock,
  faqBlock,
  footerBlock,
]);
export type LanderBlock = z.infer<typeof landerBlockSchema>;
export type LanderBlockOf<T extends LanderBlockType> = Extract<LanderBlock, { type: T }>;

/** Which members a lander shows: the newest active ones of a search, up to `count`. */
export const landerMembersSchema = z.strictObject({
  count: z.int().check(z.minimum(0), z.maximum(24)),
  gender: z.optional(z.enum(GENDERS)),
  /** Ages (18-99) of a niche. */
  min_age: z.optional(z.int().check(z.minimum(18), z.maximum(99))),
  max_age: z.optional(z.int().check(z.minimum(18), z.maximum(99))),
});
export type LanderMembers = z.infer<typeof landerMembersSchema>;

export const landerSlug = z
  .string()
  .check(z.regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'Expected a slug: lower-case letters, digits and "-"'));

/** A variant chosen by the URL's slug: other copy (key → key) and other members. */
export const landerVariantSchema = z.strictObject({
  copy: z.optional(z.record(copyKey, copyKey)),
  members: z.optional(landerMembersSchema),
});
export type LanderVariant = z.infer<typeof landerVariantSchema>;

export const landerDefinitionSchema = z.strictObject({
  /** Its name in Storybook and the editor. */
  name: plainText(80),
  /** The page's title (copy key). */
  title: copyKey,
  /** The member of the URL (`/members/{id}/landing`) is featured: hero picture, signup target. */
  featureMember: z.optional(z.boolean()),
  members: landerMembersSchema,
  blocks: z.array(landerBlockSchema).check(z.minLength(1), z.maxLength(30)),
  variants: z.optional(z.record(landerSlug, landerVariantSchema)),
});
export type LanderDefinition = z.infer<typeof landerDefinitionSchema>;

/**
 * A definition checked: the definition, or one message per problem naming its field
 * (`blocks.2.title: Expected a copy key ...`).
 */
export function parseLanderDefinition(
  input: unknown,
): { ok: true; definition: LanderDefinition } | { ok: false; errors: string[] } {
  const result = z.safeParse(landerDefinitionSchema, input);
  if (result.success) {
    const problems = ageProblems(result.data);
    return problems.length ? { ok: false, errors: problems } : { ok: true, definition: result.data };
  }
  return {
    ok: false,
    errors: result.error.issues.map((issue) => {
      const field = issue.path.map(String).join('.') || '(the definition)';
      if (issue.code === 'invalid_union' && issue.path.at(-1) === 'type') {
        return `${field}: Expected a block type: ${LANDER_BLOCK_TYPES.join(', ')}`;
      }
      if (issue.code === 'invalid_key') return `${field}: ${issue.issues[0]?.message ?? issue.message}`;
      if (issue.code === 'unrecognized_keys') return `${field}: Unknown field(s) ${issue.keys.join(', ')}`;
      return `${field}: ${issue.message}`;
    }),
  };
}

function ageProblems(definition: LanderDefinition): string[] {
  const all: [string, LanderMembers][] = [['members', definition.members]];
  for (const [slug, variant] of Object.entries(definition.variants ?? {})) {
    if (variant.members) all.push([`variants.${slug}.members`, variant.members]);
  }
  return all
    .filter(([, m]) => m.min_age !== undefined && m.max_age !== undefined && m.min_age > m.max_age)
    .map(([field]) => `${field}.min_age: May not be above max_age`);
}

// ---------------------------------------------------------------------------------------------
// The lander editor's calls (operators) and a published lander (anyone)

/** A lander of the editor: its draft, and what is published at `/landers/custom/{slug}`. */
export const editorLanderSchema = z.object({
  slug: z.string(),
  draft: landerDefinitionSchema,
  /** What visitors see; null until first published. */
  published: z.nullable(landerDefinitionSchema),
  updated_at: z.string(),
  published_at: z.nullable(z.string()),
});
export type EditorLander = z.infer<typeof editorLanderSchema>;

export const getEditorLanders = defineCall({
  ...endpoints.getEditorLanders,
  summary: "The lander editor's landers (operators only): each one's draft and what is published.",
  response: z.object({ landers: z.array(editorLanderSchema) }),
  errors: ['authentication_required', 'forbidden'],
  auth: 'operator',
  changesState: false,
});

export const saveLanderDraft = defineCall({
  ...endpoints.saveLanderDraft,
  summary:
    "Saves a lander's draft (operators only), made if new; the definition is checked by the landers schema. Visitors see it only once published.",
  body: z.strictObject({ slug: landerSlug, definition: landerDefinitionSchema }),
  response: z.object({ lander: editorLanderSchema }),
  errors: ['authentication_required', 'forbidden'],
  auth: 'operator',
  changesState: true,
});

export const publishLander = defineCall({
  ...endpoints.publishLander,
  summary:
    "Publishes a lander's draft (operators only): from now on `/landers/custom/{slug}` shows it to everyone.",
  body: z.strictObject({ slug: landerSlug }),
  response: z.object({ lander: editorLanderSchema }),
  errors: ['authentication_required', 'forbidden', 'not_found'],
  auth: 'operator',
  changesState: true,
});

export const getPublishedLander = defineCall({
  ...endpoints.getPublishedLander,
  summary:
    'A published lander of the editor, as `/landers/custom/{slug}` shows it; 404 for a draft never published.',
  query: z.object({ slug: landerSlug }),
  response: z.object({ slug: z.string(), definition: landerDefinitionSchema }),
  errors: ['not_found'],
  auth: 'visitor',
  changesState: false,
});
