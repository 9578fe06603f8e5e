import { creditPackagesFor } from './credit-packages';
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage';
import { hashPassword, verifyPassword } from '../../lib/hashing';
import type { Database } from '../client';
import {
  companies,
  conversations,
  creditLedger,
  creditPackages,
  discountCodes,
  interests,
  likes,
  messages,
  notificationPreferences,
  photos,
  profileInterests,
  profiles,
  regions,
  sites,
  users,
} from '../schema';
import { seedBulkMembers } from './bulk';
import { MODERATION_DEMO_FROM, seedModerationDemo } from './moderation';
import { demoSite } from './demo-site';
import { assignNames, listingPlaces } from './names';
import * as people from './people';
import * as voices from './voices';
import { drawMemberPhotos, storePhoto } from './photos';
import type { PersonTraits, PortraitGender } from './portrait';
import { rng, type Rng } from './random';
import { CITIES, REGIONS } from './regions';

export const DEMO_PASSWORD = 'Demo-pass-2026';
export const DEMO_LOGINS = [
  { email: 'free@example.com', kind: 'free member' },
  { email: 'premium@example.com', kind: 'premium member (paid_user, with credits)' },
  { email: 'operator@example.com', kind: 'operator (role operator)' },
  { email: 'moderator@example.com', kind: 'moderator (role moderator: the console at /admin)' },
] as const;

/**
 * The demo logins that still open with the demo password, which anyone can read in the README:
 * a production start without demo data refuses to serve them (an operator login among them).
 */
export async function demoLoginsStillOpen(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          DEMO_LOGINS.map((login) => login.email),
        ),
        ne(users.status, 'deleted'),
      ),
    );
  const open = await Promise.all(rows.map((row) => verifyPassword(row.passwordHash, DEMO_PASSWORD)));
  return [...new Set(rows.filter((_, i) => open[i]).map((row) => row.email))];
}

export interface SeedOptions {
  /** Generated members beyond the demo logins (default 500). */
  members?: number;
  /** Draw profile photos with sharp (default true when storage is given). */
  photos?: boolean;
  /** Where photos go. */
  storage?: Storage;
  /** RNG seed (default 2026). */
  seed?: number;
  /** Time the data is relative to. */
  now?: Date;
  /** Progress messages (the CLI prints them). */
  log?: (message: string) => void;
  /** The demo site's site_entry_popup_countries (default null: every country). */
  siteEntryPopupCountries?: string[] | null;
}

/** The people the members of a gender share in their photos (see the photos below). */
const PERSONS = 32;

/** Above this many members a seed makes the rest in bulk. */
const BULK_FROM = 5000;

const NICHE_OF_COUNTRY_WEIGHT = [1, 1, 1, 1, 2, 3, 4, 5, 6, 7] as const;

function birthDate(r: Rng, now: Date, minAge: number, maxAge: number): string {
  const age = r.int(minAge, maxAge);
  const d = new Date(Date.UTC(now.getUTCFullYear() - age, r.int(0, 11), r.int(1, 28)));
  // Keep the age exact whatever the day of the year.
  if (d.getTime() > now.getTime() - age * 365.25 * 86_400_000) d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString().slice(0, 10);
}

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Seeds the reference data (company, interests, regions, codes, packages) on an empty database. */
async function seedReference(db: Database, siteCountries: string[]) {
  await db.insert(companies).values({
    id: 1,
    name: 'Amori Media B.V.',
    address: 'Herengracht 100',
    kvk: '12345678',
    city: '1015 BS Amsterdam',
    country: 'Netherlands',
    tradenames: ['Amori'],
    vatNumbers: ['NL123456789B01'],
    supportPhone: '+31 20-123 45 67',
    deleteDiscount: 50,
    added: new Date('2024-03-01T12:00:00Z'),
  });
  await db.execute(sql`select setval(pg_get_serial_sequence('companies', 'id'), 1)`);
  await db
    .insert(interests)
    .values(people.INTERESTS.map((name) => ({ slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name })));
  await db
    .insert(regions)
    .values(Object.entries(REGIONS).flatMap(([country, names]) => names.map((name) => ({ country, name }))));
  await db.insert(discountCodes).values([
    { code: 'TIMEBONUS25', valuePercentage: 25, validity: 'once-per-user' },
    { code: 'WELCOME25', valuePercentage: 25, validity: 'once-per-user' },
    { code: 'AMORI10', valuePercentage: 10, validity: 'once-per-user', minimumOrderValue: 20 },
  ]);
  const [site] = await db.select({ id: sites.id }).from(sites).limit(1);
  const packages = creditPackagesFor(site!.id, siteCountries);
  await db.insert(creditPackages).values(packages);
}

/** Whether the database has a site already (then there is nothing to seed). */
export async function hasSite(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(sites);
  return (row?.count ?? 0) > 0;
}

/**
 * Seeds the demo site on an empty database, deterministically: company, interests, regions,
 * members spread over countries, niches, genders and ages (with photos when a storage is
 * given), some fictional profiles, and the three demo logins. Returns whether it seeded.
 */
export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<boolean> {
  if (await hasSite(db)) return false;
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const r = rng(options.seed ?? 2026);
  const total = options.members ?? 500;
  // Many members (benchmarks): the first ones the usual way, the rest in bulk (bulk.ts).
  const memberCount = total > BULK_FROM ? 500 : total;
  const withPhotos = (options.photos ?? Boolean(options.storage)) && Boolean(options.storage);

  const [site] = await db
    .insert(sites)
    .values({ ...demoSite, siteEntryPopupCountries: options.siteEntryPopupCountries ?? null })
    .returning({ id: sites.id });
  const siteId = site!.id;
  await seedReference(db, demoSite.countries);
  const regionRows = await db.select().from(regions);
  const regionsByCountry = new Map<string, number[]>();
  const regionId = new Map<string, number>();
  for (const reg of regionRows) {
    regionsByCountry.set(reg.country, [...(regionsByCountry.get(reg.country) ?? []), reg.id]);
    regionId.set(`${reg.country}:${reg.name}`, reg.id);
  }
  const interestRows = await db.select({ id: interests.id, name: interests.name }).from(interests);
  const interestIds = interestRows.map((i) => i.id);
  const interestsOfNiche = (niche: number) => {
    const names = new Set<string>(people.NICHE_INTERESTS[niche] ?? []);
    const ids = interestRows.filter((i) => names.has(i.name)).map((i) => i.id);
    return ids.length > 0 ? ids : interestIds;
  };

  // Generated members share one password hash of a random secret (nobody can log in as them);
  // the demo logins have their own.
  const memberHash = await hashPassword(`member-${r.next()}-${Date.now()}`);
  const demoHash = await hashPassword(DEMO_PASSWORD);

  // The demo logins.
  const demoUsers = await db
    .insert(users)
    .values([
      {
        siteId,
        email: 'free@example.com',
        passwordHash: demoHash,
        status: 'confirmed',
        credits: 30,
        signupDate: now,
      },
      {
        siteId,
        email: 'premium@example.com',
        passwordHash: demoHash,
        status: 'confirmed',
        credits: 250,
        paidUser: true,
        signupDate: new Date(now.getTime() - 40 * 86_400_000),
      },
      {
        siteId,
        email: 'operator@example.com',
        passwordHash: demoHash,
        status: 'confirmed',
        role: 'operator',
        signupDate: new Date(now.getTime() - 400 * 86_400_000),
      },
      {
        siteId,
        email: 'moderator@example.com',
        passwordHash: demoHash,
        status: 'confirmed',
        role: 'moderator',
        // Staff is not among the members search and the swipe game show.
        invisible: true,
        signupDate: new Date(now.getTime() - 300 * 86_400_000),
      },
    ])
    .returning();
  await db.insert(creditLedger).values([
    {
      userId: demoUsers[0]!.id,
      delta: 30,
      balanceAfter: 30,
      reason: 'signup',
      reference: `signup:${demoUsers[0]!.id}`,
    },
    {
      userId: demoUsers[1]!.id,
      delta: 30,
      balanceAfter: 30,
      reason: 'signup',
      reference: `signup:${demoUsers[1]!.id}`,
    },
    {
      userId: demoUsers[1]!.id,
      delta: 220,
      balanceAfter: 250,
      reason: 'adjustment',
      reference: `demo:${demoUsers[1]!.id}`,
    },
  ]);
  await db.insert(notificationPreferences).values(demoUsers.map((u) => ({ userId: u.id })));
  const demoProfiles = await db
    .insert(profiles)
    .values(
      [
        { name: 'Free Demo', gender: 'male' as const, seeking: 'female' as const, country: 'NL' },
        { name: 'Premium Demo', gender: 'female' as const, seeking: 'male' as const, country: 'NL' },
        { name: 'Operator Demo', gender: 'male' as const, seeking: 'both' as const, country: 'NL' },
        { name: 'Moderator Demo', gender: 'female' as const, seeking: 'both' as const, country: 'NL' },
      ].map((p, i) => ({
        ...p,
        userId: demoUsers[i]!.id,
        siteId,
        sexuality: 'straight',
        birthDate: birthDate(r, now, 25, 45),
        regionId: regionId.get('NL:Noord-Holland') ?? null,
        city: 'Amsterdam',
        about: 'Demo account.',
        // Anyone may log in with the demo password: no list of members shows these.
        unlisted: true,
        lastActivity: now,
        createdAt: demoUsers[i]!.signupDate,
      })),
    )
    .returning({ id: profiles.id });

  // Generated members.
  type NewProfile = typeof profiles.$inferInsert;
  const countries = demoSite.countries;
  const memberProfiles: NewProfile[] = [];
  const memberUsers: (typeof users.$inferInsert)[] = [];
  const fictionalFlags: boolean[] = [];
  for (let i = 0; i < memberCount; i++) {
    const gender = r.chance(0.55) ? 'female' : 'male';
    // Two in five live in the site's first country (the demo's home market), the rest all over.
    const country = i % 5 < 2 ? countries[0]! : countries[i % countries.length]!;
    const niche = r.chance(0.6) ? 1 : r.pick(NICHE_OF_COUNTRY_WEIGHT);
    const fictional = r.chance(0.2);
    const minAge = niche === 5 ? 60 : niche === 6 ? 35 : 18;
    const language = voices.languageOf(country);
    const signup = new Date(now.getTime() - r.int(0, 700) * 86_400_000 - r.int(0, 86_399) * 1000);
    fictionalFlags.push(fictional);
    // Most members name a city (and so its region); some only a region.
    const place = r.chance(0.8) ? r.pick(CITIES[country] ?? []) : undefined;
    memberUsers.push({
      siteId,
      email: `member${i + 1}@amori.example`,
      passwordHash: memberHash,
      status: r.chance(0.9) ? 'confirmed' : 'not_confirmed',
      credits: r.chance(0.3) ? r.int(0, 500) : 0,
      paidUser: r.chance(0.3),
      signupDate: signup,
      language: r.pick(['en', 'nl', 'de', 'fr', 'it', 'es', 'pl', 'da', 'fi', 'nb', 'sv']),
      notificationsDisabled: r.chance(0.05) ? [r.pick(['fbl', 'bounce', 'listunsubscribe'] as const)] : [],
      invisible: r.chance(0.05),
    });
    memberProfiles.push({
      siteId,
      // The first name comes below, once every member's place in search is known.
      name: '',
      gender,
      seeking: niche === 7 ? gender : r.chance(0.85) ? (gender === 'female' ? 'male' : 'female') : 'both',
      sexuality: niche === 7 ? 'gay' : r.pick(people.SEXUALITIES),
      birthDate: birthDate(r, now, minAge, minAge + (niche === 5 ? 20 : 45)),
      hairColour: r.pick(people.HAIR),
      eyeColour: r.pick(people.EYES),
      bodyType: niche === 4 ? 'curvy' : r.pick(people.BODY),
      relationshipStatus: r.pick(people.RELATIONSHIP),
      tattoos: r.pick(people.TATTOOS),
      signupReason: r.pick(people.REASONS),
      country,
      regionId: place
        ? (regionId.get(`${country}:${place[1]}`) ?? null)
        : r.pick(regionsByCountry.get(country) ?? [0]) || null,
      city: place?.[0] ?? null,
      about: r.pick(voices.ABOUT[language]!),
      notes: r.pick(voices.NOTES[language]!),
      niche,
      fictional,
      // A few operator-run profiles are cam or resell profiles (shown where member_resell allows).
      ...(fictional && r.chance(0.15)
        ? r.chance(0.5)
          ? { kind: 'cam' as const, externalUrl: `https://cams.amori.example/${i + 1}` }
          : { kind: 'resell' as const, externalUrl: `https://partner.amori.example/p/${i + 1}` }
        : {}),
      lastActivity: new Date(now.getTime() - r.int(0, 30 * 86_400) * 1000),
      createdAt: signup,
    });
  }
  const places = listingPlaces(
    memberProfiles.map((p, i) => ({
      country: p.country,
      gender: p.gender,
      lastActivity: p.lastActivity!,
      listed: (fictionalFlags[i] || !memberUsers[i]!.invisible) && (p.kind ?? 'member') === 'member',
    })),
  );
  const firstNames = assignNames(
    memberProfiles.map((p) => ({ country: p.country, gender: p.gender })),
    places,
    r,
  );
  memberProfiles.forEach((p, i) => {
    // Now and then a number after the name, as in many a user name.
    p.name = `${firstNames[i]}${r.chance(0.3) ? r.int(70, 99) : ''}`;
    if (p.kind === 'cam')
      p.externalUrl = `https://cams.amori.example/${firstNames[i]!.toLowerCase()}-${i + 1}`;
  });
  // Fictional profiles are operated by the site and have no login; the others get one.
  const realIndexes = memberProfiles.map((_, i) => i).filter((i) => !fictionalFlags[i]);
  const insertedUsers: { id: number }[] = [];
  await insertInBatches(
    realIndexes.map((i) => memberUsers[i]!),
    500,
    async (batch) =>
      insertedUsers.push(...(await db.insert(users).values(batch).returning({ id: users.id }))),
  );
  realIndexes.forEach((profileIndex, k) => (memberProfiles[profileIndex]!.userId = insertedUsers[k]!.id));
  const profileIds: number[] = [];
  await insertInBatches(memberProfiles, 500, async (batch) =>
    profileIds.push(
      ...(await db.insert(profiles).values(batch).returning({ id: profiles.id })).map((p) => p.id),
    ),
  );
  await insertInBatches(
    profileIds.flatMap((profileId, i) => {
      // Mostly the interests of the member's niche, now and then any other.
      const favoured = interestsOfNiche(memberProfiles[i]!.niche ?? 1);
      const chosen = new Set<number>();
      const count = r.int(2, 6);
      while (chosen.size < count) chosen.add(r.pick(r.chance(0.8) ? favoured : interestIds));
      return [...chosen].map((interestId) => ({ profileId, interestId }));
    }),
    2000,
    (batch) => db.insert(profileInterests).values(batch),
  );
  log(`inserted ${profileIds.length} members`);

  // Photos: 1 to 6 per member, each member one person in all of them (a seed of their own, with
  // the profile's hair, eyes and age), in varied poses, scenes and framings. Drawing every photo
  // of every member would make the seed many times slower, so the members of a gender share
  // PERSONS persons, handed out in the order a search lists a country's members (as names are),
  // so that members near each other in a search are different people.
  if (withPhotos && options.storage) {
    const started = Date.now();
    const storage = options.storage;
    const photoRows: (typeof photos.$inferInsert)[] = [];
    const counts = new Map<number, number>();
    const countryIndex = (country: string) => Math.max(0, countries.indexOf(country));
    const ageOf = (birth: string) => now.getUTCFullYear() - Number(birth.slice(0, 4));
    interface PersonJob {
      seed: number;
      traits: PersonTraits;
      count: number;
      /** `waiting`: photos beyond `count` that wait for a moderator's approval. */
      profiles: { id: number; count: number; waiting: number }[];
    }
    const persons = new Map<string, PersonJob>();
    const personOf = (key: string, seed: number, traits: PersonTraits) => {
      if (!persons.has(key)) persons.set(key, { seed, traits, count: 0, profiles: [] });
      return persons.get(key)!;
    };
    // The free demo has 2 photos (free members may have 3), the premium demo 6 (so others see
    // photos beyond their allowance on it); each is a person of their own.
    const demoPhotos: [number, PortraitGender, number][] = [
      [demoProfiles[0]!.id, 'male', 2],
      [demoProfiles[1]!.id, 'female', 6],
    ];
    for (const [k, [id, gender, count]] of demoPhotos.entries())
      personOf(`demo:${k}`, 9000 + k, { gender, age: 34 }).profiles.push({ id, count, waiting: 0 });
    // Two members have a photo waiting for approval, so the console's photo queue has work in it
    // (the demo site shows new photos at once; these stand for a site that approves them first).
    const waitingFor = new Set(profileIds.slice(-2));
    profileIds.forEach((id, i) => {
      const p = memberProfiles[i]!;
      const slot = (places[i]! + countryIndex(p.country) * 7) % PERSONS;
      const job = personOf(`${p.gender}:${slot}`, (p.gender === 'female' ? 1 : 5000) + slot * 13, {
        gender: p.gender,
        hair: p.hairColour ?? null,
        eyes: p.eyeColour ?? null,
        age: ageOf(p.birthDate),
      });
      job.profiles.push({ id, count: r.int(1, 6), waiting: waitingFor.has(id) ? 1 : 0 });
    });
    const jobs: (() => Promise<void>)[] = [];
    for (const job of persons.values()) {
      job.count = Math.max(...job.profiles.map((p) => p.count + p.waiting));
      jobs.push(async () => {
        const images = await drawMemberPhotos(job.seed, job.traits, job.count);
        for (const { id: profileId, count, waiting } of job.profiles) {
          counts.set(profileId, count);
          for (let index = 0; index < count + waiting; index++) {
            const stored = await storePhoto(storage, profileId, images[index]!);
            photoRows.push({
              profileId,
              ...stored,
              position: index,
              isMain: index === 0,
              ...(index >= count ? { moderation: 'waiting' as const } : {}),
            });
          }
        }
      });
    }
    for (let i = 0; i < jobs.length; i += 4) await Promise.all(jobs.slice(i, i + 4).map((job) => job()));
    await insertInBatches(photoRows, 1000, (batch) => db.insert(photos).values(batch));
    for (const [count, ids] of groupBy(counts)) {
      await db
        .update(profiles)
        .set({ photoCount: count })
        .where(
          sql`${profiles.id} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
    }
    const drawn = [...persons.values()].reduce((sum, job) => sum + job.count, 0);
    log(
      `drew ${drawn} photos of ${persons.size} people, stored ${photoRows.length} photos (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }

  // Some likes and conversations for the demo members, so their lists are not empty.
  const fictionalIds = profileIds.filter((_, i) => fictionalFlags[i]);
  const others = profileIds.filter((_, i) => !fictionalFlags[i]);
  for (const [k, demo] of demoProfiles.slice(0, 2).entries()) {
    const likers = [...fictionalIds.slice(k * 6, k * 6 + 4), ...others.slice(k * 6, k * 6 + 2)];
    if (likers.length === 0) continue;
    await db.insert(likes).values(
      likers.map((from, j) => ({
        fromProfileId: from,
        toProfileId: demo.id,
        likeNew: j % 2 === 0,
        createdAt: now,
      })),
    );
    await db
      .insert(likes)
      .values({ fromProfileId: demo.id, toProfileId: likers[0]!, likeNew: false, createdAt: now });
    for (const [j, partner] of likers.slice(0, k === 0 ? 2 : 4).entries()) {
      const [a, b] = demo.id < partner ? [demo.id, partner] : [partner, demo.id];
      const unread = j % 2 === 0 ? 1 : 0;
      const at = new Date(now.getTime() - j * 3_600_000);
      const [conversation] = await db
        .insert(conversations)
        .values({
          profileA: a,
          profileB: b,
          unreadA: a === demo.id ? unread : 0,
          unreadB: b === demo.id ? unread : 0,
          // Both write in the thread below.
          wroteA: true,
          wroteB: true,
          lastMessageAt: at,
          createdAt: at,
        })
        .returning({ id: conversations.id });
      // A short thread, so /chats and a conversation look alive: the demo member's messages read
      // by the other, a gift, and the last answer unread in every other conversation.
      const minutes = (m: number) => new Date(at.getTime() - m * 60_000);
      const id = conversation!.id;
      await db.insert(messages).values([
        {
          conversationId: id,
          senderProfileId: demo.id,
          body: 'Hi! How are you?',
          sentAt: minutes(40),
          readAt: minutes(35),
        },
        {
          conversationId: id,
          senderProfileId: partner,
          body: 'Great, thanks for writing! I love your profile photo. Where was it taken?',
          sentAt: minutes(30),
          readAt: minutes(25),
        },
        {
          conversationId: id,
          senderProfileId: demo.id,
          body: 'On a trip to the coast last summer. Do you like the sea?',
          sentAt: minutes(20),
          readAt: minutes(15),
        },
        {
          conversationId: id,
          senderProfileId: demo.id,
          kind: 'gift',
          body: 'rose',
          sentAt: minutes(19),
          readAt: minutes(15),
        },
        {
          conversationId: id,
          senderProfileId: partner,
          body: 'A rose, how sweet of you! 🌹 I do, I grew up near the beach.',
          sentAt: at,
          readAt: unread ? null : at,
        },
      ]);
    }
  }
  if (memberCount >= MODERATION_DEMO_FROM) {
    await seedModerationDemo(db, {
      siteId,
      now,
      reporters: demoUsers.slice(0, 2).map((u) => u.id),
      moderator: demoUsers[3]!.id,
    });
  }
  if (total > memberCount) {
    await seedBulkMembers(db, { siteId, countries, count: total - memberCount, now, log });
  }
  // The tables were filled at once: without fresh statistics the planner takes them for nearly
  // empty until autovacuum comes by, and plans a new site's first queries (the likes list, say)
  // as nested loops over whole tables.
  await db.execute(sql`analyze`);
  return true;
}

function groupBy(counts: Map<number, number>): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const [id, count] of counts) out.set(count, [...(out.get(count) ?? []), id]);
  return out;
}
