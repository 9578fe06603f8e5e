// Data for bench/chat (imported from there; its imports resolve from this package): a fresh
// database with the demo site and N paired members, each with credits (granted through the
// ledger) and a session, and the books checked afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { hashToken } from '../../lib/hashing';
import { openDatabase, type OpenOptions } from '../client';
import { conversations, creditLedger, profiles, sessions, sites, users } from '../schema';
import { seedDemo } from './index';

export interface BenchMember {
  index: number;
  userId: number;
  profileId: number;
  cookie: string;
  conversation?: number;
  peer?: BenchMember;
}

export async function prepareChatBench(kind: 'pglite' | 'postgres', n: number, credits: number) {
  let options: OpenOptions;
  let drop = async () => {};
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'amori-bench-chat-'));
    options = { dataDir };
    drop = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const name = `amori_bench_chat_${randomBytes(4).toString('hex')}`;
    const admin = new URL(process.env.DATABASE_URL!);
    admin.pathname = '/postgres';
    const run = async (text: string) => {
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(text);
      await client.end();
    };
    await run(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    options = { databaseUrl: url.toString() };
    drop = () => run(`drop database if exists ${name} with (force)`);
  }
  const handle = await openDatabase(options);
  await handle.migrate();
  await seedDemo(handle.db, { members: 0, photos: false });
  const [site] = await handle.db.select({ id: sites.id }).from(sites).limit(1);
  const now = new Date();
  const members: BenchMember[] = [];
  for (let i = 0; i < n; i += 1) {
    const [user] = await handle.db
      .insert(users)
      .values({
        siteId: site!.id,
        email: `bench-${i}@example.com`,
        passwordHash: 'x',
        status: 'confirmed',
        paidUser: true,
        credits,
      })
      .returning({ id: users.id });
    await handle.db.insert(creditLedger).values({
      userId: user!.id,
      delta: credits,
      balanceAfter: credits,
      reason: 'adjustment',
      reference: `bench:${user!.id}`,
    });
    const [profile] = await handle.db
      .insert(profiles)
      .values({
        userId: user!.id,
        siteId: site!.id,
        name: `Bench ${i}`,
        gender: i % 2 ? 'female' : 'male',
        sexuality: 'hetero',
        birthDate: '1990-01-01',
        country: 'NL',
      })
      .returning({ id: profiles.id });
    const token = randomBytes(32).toString('base64url');
    await handle.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId: user!.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    members.push({ index: i, userId: user!.id, profileId: profile!.id, cookie: `auth.session=${token}` });
  }
  for (let i = 0; i + 1 < n; i += 2) {
    const [a, b] = [members[i]!, members[i + 1]!];
    const [row] = await handle.db
      .insert(conversations)
      .values({ profileA: Math.min(a.profileId, b.profileId), profileB: Math.max(a.profileId, b.profileId) })
      .returning({ id: conversations.id });
    a.peer = b;
    b.peer = a;
    a.conversation = b.conversation = row!.id;
  }
  await handle.close();
  return { options, drop, members };
}

/** Credit drift: each balance against its ledger, and charged messages against those accepted. */
export async function chatBenchDrift(options: OpenOptions, members: BenchMember[], accepted: number) {
  const handle = await openDatabase(options);
  let drift = 0;
  for (const member of members) {
    const [row] = await handle.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, member.userId));
    const [ledger] = await handle.db
      .select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, member.userId));
    drift += Math.abs(row!.credits - Number(ledger!.sum));
  }
  const [charged] = await handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`messages`)
    .where(sql`credits_charged > 0`);
  drift += Math.abs(charged!.n - accepted);
  await handle.close();
  return drift;
}
