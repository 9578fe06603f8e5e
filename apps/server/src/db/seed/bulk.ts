import { sql } from 'drizzle-orm';
import { PROFILE_CHOICES } from '@amori/core';
import type { Database } from '../client';
import { regions } from '../schema';
import * as people from './people';

/** Rows one statement inserts: large enough to be quick, small enough for PGlite's memory. */
const BATCH = 50_000;

/** A PostgreSQL array literal of text values (the values are the seed's own, quotes escaped). */
const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);

/**
 * Members for benchmarks, many at once: each batch is one INSERT ... SELECT over
 * generate_series, the values drawn by the database (names, ages, places, attributes, recent
 * activity), instead of rows built and sent one by one. These members have no login, photo or
 * interests; the first ones of a seed (made the usual way) have. Afterwards the table is vacuumed
 * and analysed, so the search's index-only scans and plans are those of a settled database.
 */
export async function seedBulkMembers(
  db: Database,
  options: {
    siteId: number;
    countries: readonly string[];
    count: number;
    now: Date;
    log: (m: string) => void;
  },
): Promise<void> {
  const regionRows = await db.select({ id: regions.id, country: regions.country }).from(regions);
  // Per country (in the order of `countries`), its region ids as an array literal's text.
  const regionLists = options.countries.map(
    (c) =>
      `{${
        regionRows
          .filter((r) => r.country === c)
          .map((r) => r.id)
          .join(',') || '0'
      }}`,
  );
  const pick = (array: ReturnType<typeof textArray>, length: number) =>
    sql`(${array})[1 + floor(random() * ${length})::int]`;
  const started = Date.now();
  for (let from = 1; from <= options.count; from += BATCH) {
    const to = Math.min(options.count, from + BATCH - 1);
    await db.execute(sql`
      insert into profiles (site_id, name, gender, seeking, sexuality, birth_date, hair_colour, eye_colour,
        body_type, relationship_status, tattoos, signup_reason, country, region_id, about, niche, last_activity,
        created_at)
      select ${options.siteId},
        case when g.female then ${pick(textArray(people.FEMALE_NAMES), people.FEMALE_NAMES.length)}
             else ${pick(textArray(people.MALE_NAMES), people.MALE_NAMES.length)} end,
        case when g.female then 'female' else 'male' end,
        case when g.female then 'male' else 'female' end,
        ${pick(textArray(PROFILE_CHOICES.sexuality), PROFILE_CHOICES.sexuality.length)},
        (${options.now.toISOString()}::date - (6570 + floor(random() * 19000))::int),
        ${pick(textArray(PROFILE_CHOICES.hair_colour), PROFILE_CHOICES.hair_colour.length)},
        ${pick(textArray(PROFILE_CHOICES.eye_colour), PROFILE_CHOICES.eye_colour.length)},
        ${pick(textArray(PROFILE_CHOICES.body_type), PROFILE_CHOICES.body_type.length)},
        ${pick(textArray(PROFILE_CHOICES.relationship_status), PROFILE_CHOICES.relationship_status.length)},
        ${pick(textArray(PROFILE_CHOICES.tattoos), PROFILE_CHOICES.tattoos.length)},
        ${pick(textArray(PROFILE_CHOICES.signup_reason), PROFILE_CHOICES.signup_reason.length)},
        (${textArray(options.countries)})[g.ci],
        ((${textArray(regionLists)})[g.ci]::int[])[1 + floor(random() * 20)::int],
        ${pick(textArray(people.ABOUT), people.ABOUT.length)},
        1,
        ${options.now.toISOString()}::timestamptz - random() * interval '60 days',
        ${options.now.toISOString()}::timestamptz - interval '61 days' - random() * interval '700 days'
      from (
        select n, random() < 0.55 as female, 1 + (n % ${options.countries.length}) as ci
        from generate_series(${from}::int, ${to}::int) n
      ) g`);
    options.log(`bulk: ${to} of ${options.count} members (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  // A region index past a country's list is null: a member with only a country.
  await db.execute(sql`update profiles set region_id = null where region_id = 0`);
  await db.execute(sql`vacuum analyze profiles`);
}
