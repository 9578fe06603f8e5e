import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { NICHE_INTERESTS } from './people';
import { demoSite } from './demo-site';
import { NAMES_OF_COUNTRY } from './names';
import { ABOUT, LANGUAGE_OF_COUNTRY, NOTES } from './voices';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ members: 200 });
});
afterAll(() => server.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await server.handle.db.execute(query)) as unknown as { rows: T[] };

describe('demo data', () => {
  it("gives members mostly their niche's interests, so each community looks like itself", async () => {
    const { rows: found } = await rows<{ niche: number; name: string }>(sql`
      select p.niche, i.name from profiles p
      join profile_interests pi on pi.profile_id = p.id
      join interests i on i.id = pi.interest_id
      left join users u on u.id = p.user_id
      where u.email like 'member%' or p.user_id is null`);
    expect(found.length).toBeGreaterThan(400);
    const inNiche = found.filter((r) => NICHE_INTERESTS[r.niche]!.includes(r.name)).length;
    expect(inNiche / found.length).toBeGreaterThan(0.7);
    // Every niche seeded with enough members has its own favourites on top.
    for (const niche of new Set(found.map((r) => r.niche))) {
      const names = found.filter((r) => r.niche === niche).map((r) => r.name);
      if (names.length < 40) continue;
      const top = [...new Set(names)].sort(
        (a, b) => names.filter((n) => n === b).length - names.filter((n) => n === a).length,
      )[0]!;
      expect(NICHE_INTERESTS[niche]).toContain(top);
    }
  });

  it('has names of every country of the site, all different', () => {
    for (const country of demoSite.countries!) {
      for (const names of [NAMES_OF_COUNTRY[country]!.female, NAMES_OF_COUNTRY[country]!.male]) {
        expect(names.length, country).toBeGreaterThanOrEqual(30);
        expect(new Set(names).size, country).toBe(names.length);
      }
    }
  });

  it('repeats no first name on the first pages of the default searches', async () => {
    for (const country of demoSite.countries!) {
      for (const gender of ['female', 'male']) {
        const names: string[] = [];
        let cursor: string | null = null;
        // The first three loads: 60 members.
        for (let load = 0; load < 3; load++) {
          const query: string = `gender=${gender}&country=${country}${cursor ? `&cursor=${cursor}` : ''}`;
          const response = await server.request(`/api/members.php?${query}`);
          const found = (await response.json()) as { profiles: { name: string }[]; cursor: string | null };
          names.push(...found.profiles.map((p) => p.name.replace(/\d+$/, '')));
          cursor = found.cursor;
          if (!cursor) break;
        }
        expect(new Set(names).size, `${gender} in ${country}: ${names.join(', ')}`).toBe(names.length);
      }
    }
  });

  it('has about-me texts and notes in the language of every country, all different', () => {
    for (const language of new Set(Object.values(LANGUAGE_OF_COUNTRY))) {
      expect(new Set(ABOUT[language]).size).toBeGreaterThanOrEqual(4);
      expect(NOTES[language]!.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('writes each member in the language of their country', async () => {
    const { rows: found } = await rows<{ country: string; about: string }>(
      sql`select country, about from profiles`,
    );
    const seeded = found.filter((r) => Object.values(ABOUT).some((texts) => texts.includes(r.about)));
    expect(seeded.length).toBeGreaterThan(100);
    for (const r of seeded) expect(ABOUT[LANGUAGE_OF_COUNTRY[r.country] ?? 'en']).toContain(r.about);
  });
});
