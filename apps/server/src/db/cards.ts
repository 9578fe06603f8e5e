// Member cards (a profile, its region and main photo) read by raw queries: a list of cards, or
// cards beside other rows (likes, search hits), comes in the query that finds them.
import { sql } from 'drizzle-orm';

/** The rows of a raw query (`db.execute`), as PGlite and node-postgres both answer them. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** What a member card shows of a profile, its region and its main photo. */
export interface CardRow {
  profile: {
    id: number;
    name: string;
    /** YYYY-MM-DD */
    birthDate: string;
    gender: 'male' | 'female';
    country: string;
    city: string | null;
    fictional: boolean;
    kind: 'member' | 'cam' | 'resell';
    lastActivity: Date;
    photoCount: number;
  };
  region: string | null;
  photo: { filename: string; thumbFilename: string; matchFilename: string } | null;
}

/**
 * The columns of a card, for raw queries over `profiles p` joined with `cardJoins`.
 * Dates as text and epoch milliseconds, so that PGlite and node-postgres answer alike.
 */
export const cardColumns = sql.raw(`p.id as card_id, p.name as card_name,
  p.birth_date::text as card_birth_date, p.gender as card_gender, p.country as card_country,
  p.city as card_city, p.fictional as card_fictional, p.kind as card_kind,
  (extract(epoch from p.last_activity) * 1000)::float8 as card_last_activity,
  p.photo_count as card_photo_count, cr.name as card_region, cph.filename as card_photo,
  cph.thumb_filename as card_thumb, cph.match_filename as card_match`);
/** The joins `cardColumns` reads: the region and the main photo of `profiles p`. */
export const cardJoins = sql.raw(`left join regions cr on cr.id = p.region_id
  left join photos cph on cph.profile_id = p.id and cph.is_main`);

export interface RawCard {
  card_id: number;
  card_name: string;
  card_birth_date: string;
  card_gender: 'male' | 'female';
  card_country: string;
  card_city: string | null;
  card_fictional: boolean;
  card_kind: 'member' | 'cam' | 'resell';
  card_last_activity: number;
  card_photo_count: number;
  card_region: string | null;
  card_photo: string | null;
  card_thumb: string | null;
  card_match: string | null;
}

/** A card from a raw row that has `cardColumns`. */
export function cardOf(raw: RawCard): CardRow {
  return {
    profile: {
      id: raw.card_id,
      name: raw.card_name,
      birthDate: raw.card_birth_date,
      gender: raw.card_gender,
      country: raw.card_country,
      city: raw.card_city,
      fictional: raw.card_fictional,
      kind: raw.card_kind,
      lastActivity: new Date(raw.card_last_activity),
      photoCount: raw.card_photo_count,
    },
    region: raw.card_region,
    photo:
      raw.card_photo !== null
        ? { filename: raw.card_photo, thumbFilename: raw.card_thumb!, matchFilename: raw.card_match! }
        : null,
  };
}
