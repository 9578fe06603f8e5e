import { createECDH, randomBytes } from 'node:crypto';
import { API_CALLS, type CallId } from '@amori/contract';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, conversations, profiles, users } from '../db/schema';
import { as, json } from './expect';
import { startTestServer, type TestServer } from './server';

// Who may make each call on whose objects (QUALITY.md: "no access to what is not yours"). Every
// call of the contract is listed, so none is added without deciding: a call on no one's object
// (`anyone`), a call on the caller's own account (`own`), or a call on an object someone owns
// (`object`), with the answer expected for a visitor, the owner, another member and a member the
// owner blocked. The owner is premium@example.com, the other member free@example.com, the
// blocked one operator@example.com.

type Send = (cookie: string | null) => Promise<Response>;
type Who = 'visitor' | 'other' | 'blocked' | 'owner';

type Access =
  /** Anyone may make it; it acts on no member's object. */
  | { kind: 'anyone'; send: Send }
  /** Only a member, and only on their own account: another member's answer never shows the owner's. */
  | { kind: 'own'; send: Send }
  /** On an object the owner has: made fresh for each case by `object`, then asked for by `send`. */
  | {
      kind: 'object';
      object: () => Promise<number>;
      send: (id: number) => Send;
      expected: Record<Who, number>;
    };

let server: TestServer;
let owner: { cookie: string; email: string; profileId: number };
let other: string;
let blocked: string;

const get =
  (path: string): Send =>
  (cookie) =>
    server.request(path, cookie ? as(cookie) : {});
const send =
  (path: string, method: string, body: unknown): Send =>
  (cookie) =>
    server.request(path, json(body, cookie ? as(cookie, { method }) : { method }));

function browserSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.public.test/${randomBytes(4).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** A conversation between the owner and a generated member, not deleted by either. */
async function ownersConversation(): Promise<number> {
  const { db } = server.handle;
  const [stranger] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.fictional, true))
    .limit(1);
  const pair = { profileA: owner.profileId, profileB: stranger!.id };
  await db
    .delete(conversations)
    .where(and(eq(conversations.profileA, pair.profileA), eq(conversations.profileB, pair.profileB)));
  const [row] = await db.insert(conversations).values(pair).returning({ id: conversations.id });
  return row!.id;
}

const ACCESS: Record<CallId, Access> = {
  login: {
    kind: 'anyone',
    send: send('/api/user.php', 'POST', { email: 'nobody@example.com', password: 'x' }),
  },
  getUser: { kind: 'own', send: get('/api/user.php') },
  updateUser: { kind: 'own', send: send('/api/user.php', 'PUT', { language: 'en' }) },
  subscribePush: {
    kind: 'own',
    send: (cookie) => send('/api/user.php?push=1', 'POST', { subscription: browserSubscription() })(cookie),
  },
  logout: { kind: 'anyone', send: get('/api/logout.php') },
  geocode: { kind: 'anyone', send: get('/api/geocode.php?lat=52.37&lon=4.89') },
  pageHidden: { kind: 'anyone', send: send('/api/page-hidden.php', 'POST', {}) },
  autoLike: { kind: 'own', send: get('/api/auto-like.php') },
  getDiscountCode: { kind: 'own', send: get('/api/discountcode.php?code=AMORI10') },
  getChats: { kind: 'own', send: get('/api/chats.php') },
  getLikes: { kind: 'own', send: get('/api/likes.php') },
  deleteChat: {
    kind: 'object',
    object: ownersConversation,
    send: (conversation) => send('/api/chat.php', 'DELETE', { conversation }),
    expected: { visitor: 403, other: 404, blocked: 404, owner: 200 },
  },
  getSettings: { kind: 'anyone', send: get('/api/settings.php') },
  getInterests: { kind: 'anyone', send: get('/api/interests.php') },
  getRegions: { kind: 'anyone', send: get('/api/regions.php') },
  getCompanyInfo: { kind: 'anyone', send: get('/api/companyinfo.php') },
  submitComplaint: {
    kind: 'anyone',
    send: send('/api/complaints.php', 'POST', {
      name: 'A visitor',
      email: 'visitor@example.com',
      kind: 'content',
      subject: 'Access test',
      message: 'Filed by the access test.',
    }),
  },
  getHealth: { kind: 'anyone', send: get('/api/health') },
};

beforeAll(async () => {
  server = await startTestServer({
    members: 12,
    resolveHost: async () => [{ address: '93.184.215.14', family: 4 }],
  });
  const { db } = server.handle;
  const profileOf = async (email: string) => {
    const [row] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, email));
    return row!.id;
  };
  owner = {
    email: 'premium@example.com',
    cookie: await server.loginAs('premium@example.com'),
    profileId: await profileOf('premium@example.com'),
  };
  other = await server.loginAs('free@example.com');
  blocked = await server.loginAs('operator@example.com');
  const blockedProfile = await profileOf('operator@example.com');
  await db
    .delete(blocks)
    .where(or(eq(blocks.blockerProfileId, owner.profileId), eq(blocks.blockedProfileId, owner.profileId)));
  await db.insert(blocks).values({ blockerProfileId: owner.profileId, blockedProfileId: blockedProfile });
});
afterAll(() => server.close());

describe('the access table', () => {
  it('lists every call of the contract, and nothing else', () => {
    expect(Object.keys(ACCESS).sort()).toEqual(API_CALLS.map((c) => c.id).sort());
  });
});

describe.each(Object.entries(ACCESS) as [CallId, Access][])('%s', (id, access) => {
  if (access.kind === 'anyone') {
    it('anyone may make it: a visitor is not refused for who they are', async () => {
      const response = await access.send(null);
      expect(response.status, await response.text()).not.toBe(403);
    });
  } else if (access.kind === 'own') {
    it("a visitor is refused; a member gets their own answer, never the owner's", async () => {
      expect((await access.send(null)).status).toBe(403);
      const mine = await access.send(owner.cookie);
      expect(mine.status, `${id} as the owner: ${await mine.clone().text()}`).toBeLessThan(300);
      const theirs = await access.send(other);
      expect(theirs.status).toBeLessThan(300);
      expect(await theirs.text()).not.toContain(owner.email);
    });
  } else {
    it.each(['visitor', 'other', 'blocked', 'owner'] as const)('as the %s', async (who) => {
      const object = await access.object();
      const cookie = { visitor: null, other, blocked, owner: owner.cookie }[who];
      const response = await access.send(object)(cookie);
      expect(response.status, await response.text()).toBe(access.expected[who]);
    });
  }
});
