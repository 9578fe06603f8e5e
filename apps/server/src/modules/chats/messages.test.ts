import { randomBytes, randomUUID } from 'node:crypto';
import { getChats, getMessages, markRead, sendMessage } from '@amori/contract';
import { messageCost } from '@amori/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, conversations, creditLedger, messages, profiles, sites, users } from '../../db/schema';
import { as, expectError, json } from '../../test/expect';
import { openLive } from '../../test/live-client';
import { announce, profileIdOf, sitesChanged } from '../../test/members';
import { statementsDuring } from '../../test/queries';
import { memberChanged } from '../../lib/events';
import { startTestServer, type TestServer } from '../../test/server';
import { createCredits } from '../credits/credits.service';
import { DEMO_REPLY_JOB } from './chats.notify';
import { storeMessage } from './chats.repository';

// The chat's rules: prices (message 10, gift 30, photo 20 credits on the demo site;
// signup gives 30), a free member's 2 conversations, photos for premium only, the unconfirmed
// e-mail rule, idempotent resends, read markers, blocks, and concurrent sends against a balance.

let server: TestServer;
let clock = new Date();
let fictional: number[];

beforeAll(async () => {
  clock = new Date();
  // The seed makes about one member in five fictional, at random but the same every run: 30
  // members give the four fictional profiles these tests write to.
  server = await startTestServer({ members: 30, now: () => clock });
  const rows = await server.handle.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.fictional, true))
    .orderBy(profiles.id);
  fictional = rows.map((r) => r.id);
  expect(fictional.length).toBeGreaterThanOrEqual(4);
});
afterAll(() => server.close());

interface TestMember {
  cookie: string;
  userId: number;
  profileId: number;
}

/** A new member: signed up (30 credits), confirmed unless told, premium when told, with `credits` when given. */
async function newMember(
  options: { paid?: boolean; confirmed?: boolean; credits?: number; writesTo?: number } = {},
): Promise<TestMember> {
  const email = `chat-${randomBytes(5).toString('hex')}@example.com`;
  const response = await server.request(
    '/api/signup.php',
    json({
      email,
      name: 'Chatter',
      password: 'a long enough passphrase',
      date_of_birth: '1990-05-05',
      signup_message: 'Hello there!',
      gender: 'male',
      seeking: 'female',
      ...(options.writesTo ? { member_id: options.writesTo } : {}),
    }),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('auth.session='))!
    .split(';')[0]!;
  const { db } = server.handle;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (options.confirmed !== false) {
    await db.update(users).set({ status: 'confirmed' }).where(eq(users.id, user!.id));
    await db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, user!.id));
  }
  if (options.paid) await db.update(users).set({ paidUser: true }).where(eq(users.id, user!.id));
  if (options.credits !== undefined && options.credits !== user!.credits) {
    await db.transaction((tx) =>
      createCredits({ db }).change(tx, {
        userId: user!.id,
        delta: options.credits! - user!.credits,
        reason: 'adjustment',
        reference: `test:${user!.id}`,
      }),
    );
  }
  await announce(server, memberChanged(user!.id));
  return { cookie, userId: user!.id, profileId: await profileIdOf(server, email) };
}

const clientId = () => randomUUID();

function sendText(
  who: TestMember,
  to: { conversation?: number; member?: number },
  text = 'Hi!',
  id = clientId(),
) {
  return server.request(
    '/api/messages.php',
    json({ ...to, client_id: id, kind: 'text', text }, as(who.cookie)),
  );
}

async function balance(who: TestMember): Promise<number> {
  const [row] = await server.handle.db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, who.userId));
  return row!.credits;
}

async function sent(response: Response) {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return sendMessage.response.parse(JSON.parse(text));
}

describe('POST /api/messages.php: what a message costs', () => {
  it("pays a new free member's first messages from the signup credits, then offers credits", async () => {
    const member = await newMember();
    expect(await balance(member)).toBe(30);
    const first = await sent(await sendText(member, { member: fictional[0] }));
    expect(first.credits).toBe(20);
    expect(first.message).toMatchObject({
      kind: 'text',
      text: 'Hi!',
      from_me: true,
      credits: 10,
      read_at: null,
    });
    const conversation = first.message.conversation;
    expect((await sent(await sendText(member, { conversation }))).credits).toBe(10);
    expect((await sent(await sendText(member, { conversation }))).credits).toBe(0);
    const refused = await expectError(await sendText(member, { conversation }), 402, 'insufficient_credits');
    expect(refused.details).toMatchObject({ offer: '/credits', balance: 0, cost: 10 });
    // Nothing stored for the refused one; the ledger adds up.
    const stored = await server.handle.db
      .select()
      .from(messages)
      .where(eq(messages.senderProfileId, member.profileId));
    expect(stored.filter((m) => m.conversationId === conversation)).toHaveLength(3);
    expect(await createCredits({ db: server.handle.db }).ledgerMatches(member.userId, 0)).toBe(true);
  });

  it('charges gift_credits for a gift and refuses unknown gifts and empty or too long texts', async () => {
    const member = await newMember({ credits: 100 });
    const gift = await sent(
      await server.request(
        '/api/messages.php',
        json({ member: fictional[1], client_id: clientId(), kind: 'gift', gift: 'rose' }, as(member.cookie)),
      ),
    );
    expect(gift.message).toMatchObject({ kind: 'gift', gift: 'rose', text: '', credits: 30 });
    expect(gift.credits).toBe(70);
    await expectError(
      await server.request(
        '/api/messages.php',
        json({ member: fictional[1], client_id: clientId(), kind: 'gift', gift: 'yacht' }, as(member.cookie)),
      ),
      400,
    );
    await expectError(await sendText(member, { member: fictional[1] }, '   '), 400, 'validation_failed');
    await expectError(
      await sendText(member, { member: fictional[1] }, 'x'.repeat(1001)),
      400,
      'validation_failed',
    );
    expect(await balance(member)).toBe(70);
  });

  it('keeps photo messages for premium members, charging photo_credits', async () => {
    const png = await import('sharp').then(({ default: sharp }) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
        .png()
        .toBuffer(),
    );
    const photo = (who: TestMember, to: number) =>
      server.request(`/api/message-photo.php?member=${to}&client_id=${clientId()}`, {
        method: 'POST',
        headers: { 'content-type': 'image/png', cookie: who.cookie },
        body: new Uint8Array(png),
      });
    const free = await newMember({ credits: 100 });
    const refused = await expectError(await photo(free, fictional[2]!), 403, 'premium_required');
    expect(refused.details).toMatchObject({ feature: 'photo_messages' });
    expect(await balance(free)).toBe(100);

    const premium = await newMember({ paid: true, credits: 100 });
    const answer = await sent(await photo(premium, fictional[2]!));
    expect(answer.credits).toBe(80);
    expect(answer.message.kind).toBe('photo');
    expect(answer.message.photo).toMatchObject({ width: 40, height: 30 });
    // Its file: for the two members of the conversation only.
    const path = new URL(answer.message.photo!.src, server.url).pathname;
    expect((await fetch(`${server.url}${path}`, { headers: { cookie: premium.cookie } })).status).toBe(200);
    expect((await fetch(`${server.url}${path}`, { headers: { cookie: free.cookie } })).status).toBe(404);
    expect((await fetch(`${server.url}${path}`)).status).toBe(404);
  });
});

describe("POST /api/messages.php: the charge is @amori/core's messageCost", () => {
  // The send prices a message with the core rule, from its site's settings kept in memory (a
  // change is heard at once, as every process hears it): with prices unlike the defaults, its
  // charges must be what the core rule says.
  it("charges each kind what messageCost gives for the site's prices", async () => {
    const db = server.handle.db;
    const [profile] = await db
      .select({ siteId: profiles.siteId })
      .from(profiles)
      .where(eq(profiles.id, fictional[3]!));
    const [before] = await db.select().from(sites).where(eq(sites.id, profile!.siteId));
    const prices = { message_credits: 7, gift_credits: 13, photo_credits: 11 };
    await db
      .update(sites)
      .set({ messageCredits: 7, giftCredits: 13, photoCredits: 11 })
      .where(eq(sites.id, profile!.siteId));
    await sitesChanged(server);
    try {
      const member = await newMember({ paid: true, credits: 100 });
      const text = await sent(await sendText(member, { member: fictional[3] }));
      expect(text.message.credits).toBe(messageCost('text', prices));
      const gift = await sent(
        await server.request(
          '/api/messages.php',
          json(
            { member: fictional[3], client_id: clientId(), kind: 'gift', gift: 'rose' },
            as(member.cookie),
          ),
        ),
      );
      expect(gift.message.credits).toBe(messageCost('gift', prices));
      const png = await import('sharp').then(({ default: sharp }) =>
        sharp({ create: { width: 20, height: 20, channels: 3, background: '#3c3' } })
          .png()
          .toBuffer(),
      );
      const photo = await sent(
        await server.request(`/api/message-photo.php?member=${fictional[3]}&client_id=${clientId()}`, {
          method: 'POST',
          headers: { 'content-type': 'image/png', cookie: member.cookie },
          body: new Uint8Array(png),
        }),
      );
      expect(photo.message.credits).toBe(messageCost('photo', prices));
      expect(photo.credits).toBe(100 - 7 - 13 - 11);
      expect(await createCredits({ db }).ledgerMatches(member.userId, photo.credits)).toBe(true);
    } finally {
      await db
        .update(sites)
        .set({
          messageCredits: before!.messageCredits,
          giftCredits: before!.giftCredits,
          photoCredits: before!.photoCredits,
        })
        .where(eq(sites.id, profile!.siteId));
      await sitesChanged(server);
    }
  });
});

describe('a free member writes in at most 2 conversations', () => {
  it('refuses a third with premium_required, keeps the first two open, and premium has no limit', async () => {
    const free = await newMember({ credits: 200 });
    await sent(await sendText(free, { member: fictional[0] }));
    await sent(await sendText(free, { member: fictional[1] }));
    const refused = await expectError(
      await sendText(free, { member: fictional[2] }),
      403,
      'premium_required',
    );
    expect(refused.details).toMatchObject({ feature: 'conversations', limit: 2 });
    expect(await balance(free)).toBe(180);
    await sent(await sendText(free, { member: fictional[0] }, 'Still here'));
    // The conversation screen says so before they write.
    const view = getMessages.response.parse(
      await (await server.request(`/api/messages.php?member=${fictional[2]}`, as(free.cookie))).json(),
    );
    expect(view.conversation).toMatchObject({ id: null, write_block: 'free_limit_reached' });

    const premium = await newMember({ paid: true, credits: 200 });
    for (const to of fictional.slice(0, 3)) await sent(await sendText(premium, { member: to }));
  });

  it('lets exactly two of three sends to new conversations at once through (counted under the lock)', async () => {
    const free = await newMember({ credits: 200 });
    const responses = await Promise.all(fictional.slice(0, 3).map((to) => sendText(free, { member: to })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 403]);
    const written = await server.handle.db
      .selectDistinct({ id: messages.conversationId })
      .from(messages)
      .where(eq(messages.senderProfileId, free.profileId));
    expect(written).toHaveLength(2);
  });

  it('counts a conversation once they wrote in it: receiving does not', async () => {
    const free = await newMember({ credits: 200 });
    const premium = await newMember({ paid: true, credits: 200 });
    const third = await newMember({ paid: true, credits: 200 });
    await sent(await sendText(premium, { member: free.profileId }));
    await sent(await sendText(third, { member: free.profileId }));
    await sent(await sendText(free, { member: fictional[0] }));
    await sent(await sendText(free, { member: fictional[1] }));
    // Two received conversations did not count; now two written ones do.
    await expectError(await sendText(free, { member: premium.profileId }), 403, 'premium_required');
  });
});

describe('an unconfirmed e-mail address', () => {
  it('keeps the other party from replying until it is confirmed', async () => {
    const premium = await newMember({ paid: true, credits: 100 });
    const newcomer = await newMember({ confirmed: false, writesTo: premium.profileId });
    const chats = getChats.response.parse(
      await (await server.request('/api/chats.php', as(premium.cookie))).json(),
    );
    const entry = chats.chats.find((c) => c.profile.id === newcomer.profileId)!;
    expect(entry.num_unread_messages).toBe(1);
    const view = getMessages.response.parse(
      await (
        await server.request(`/api/messages.php?conversation=${entry.conversation.id}`, as(premium.cookie))
      ).json(),
    );
    expect(view.conversation.write_block).toBe('recipient_unconfirmed');
    expect(view.messages.map((m) => m.text)).toEqual(['Hello there!']);
    await expectError(
      await sendText(premium, { conversation: entry.conversation.id }),
      403,
      'recipient_unconfirmed',
    );
    expect(await balance(premium)).toBe(100);

    const { db } = server.handle;
    await db.update(users).set({ status: 'confirmed' }).where(eq(users.id, newcomer.userId));
    await db.update(profiles).set({ status: 'active' }).where(eq(profiles.id, newcomer.profileId));
    await sent(await sendText(premium, { conversation: entry.conversation.id }, 'Welcome!'));
  });
});

describe('resending with the same client id', () => {
  it('stores one message and one charge, however often and however concurrently it is sent', async () => {
    const member = await newMember({ credits: 100 });
    const id = clientId();
    const first = await sent(await sendText(member, { member: fictional[3] }, 'Once', id));
    const again = await sent(await sendText(member, { member: fictional[3] }, 'Once', id));
    const third = await sent(
      await sendText(member, { conversation: first.message.conversation }, 'Once', id),
    );
    expect(first.duplicate).toBe(false);
    expect([again.duplicate, third.duplicate]).toEqual([true, true]);
    expect(new Set([first, again, third].map((s) => s.message.id)).size).toBe(1);
    expect(third.credits).toBe(90);

    const other = clientId();
    const all = await Promise.all(
      [1, 2, 3].map(() => sendText(member, { member: fictional[3] }, 'Twice?', other)),
    );
    const answers = await Promise.all(all.map(sent));
    expect(new Set(answers.map((a) => a.message.id)).size).toBe(1);
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
    const { db } = server.handle;
    const stored = await db.select().from(messages).where(eq(messages.senderProfileId, member.profileId));
    expect(stored).toHaveLength(2);
    const charges = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, member.userId), eq(creditLedger.reason, 'message')));
    expect(charges).toHaveLength(2);
    expect(await balance(member)).toBe(80);
    expect(await createCredits({ db }).ledgerMatches(member.userId, 80)).toBe(true);
  });
});

describe('read markers', () => {
  it('marks read with the server clock, only forward, and sets the unread count', async () => {
    const a = await newMember({ paid: true, credits: 100 });
    const b = await newMember({ paid: true, credits: 100 });
    const m1 = await sent(await sendText(a, { member: b.profileId }, 'one'));
    const m2 = await sent(await sendText(a, { member: b.profileId }, 'two'));
    const conversation = m1.message.conversation;
    const read = (upTo?: number) =>
      server.request(
        '/api/messages.php',
        json({ conversation, up_to: upTo }, as(b.cookie, { method: 'PUT' })),
      );
    const chats = getChats.response.parse(
      await (await server.request('/api/chats.php', as(b.cookie))).json(),
    );
    expect(chats.chats.find((c) => c.conversation.id === conversation)!.num_unread_messages).toBe(2);

    clock = new Date(clock.getTime() + 1000);
    const at = clock.toISOString();
    const after1 = markRead.response.parse(await (await read(m1.message.id)).json());
    expect(after1.num_unread_messages).toBe(1);
    clock = new Date(clock.getTime() + 1000);
    // An older marker changes nothing: the first stays read at its time.
    expect(markRead.response.parse(await (await read(m1.message.id)).json()).num_unread_messages).toBe(1);
    const seen = getMessages.response.parse(
      await (await server.request(`/api/messages.php?conversation=${conversation}`, as(a.cookie))).json(),
    );
    expect(seen.messages.map((m) => m.read_at)).toEqual([at, null]);
    expect(seen.conversation.read_up_to).toBe(m1.message.id);
    expect(seen.conversation.credits_spent).toBe(20);

    expect(markRead.response.parse(await (await read()).json())).toMatchObject({ num_unread_messages: 0 });
    const later = getMessages.response.parse(
      await (await server.request(`/api/messages.php?conversation=${conversation}`, as(a.cookie))).json(),
    );
    expect(later.conversation.read_up_to).toBe(m2.message.id);
    // Only the two members: a third is told it is not there.
    const c = await newMember();
    await expectError(
      await server.request(`/api/messages.php?conversation=${conversation}`, as(c.cookie)),
      404,
    );
    await expectError(
      await server.request('/api/messages.php', json({ conversation }, as(c.cookie, { method: 'PUT' }))),
      404,
    );
    await expectError(await sendText(c, { conversation }), 404, 'not_found');
  });
});

/** A member's ledger rows, oldest first. */
const ledgerRows = (who: TestMember) =>
  server.handle.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, who.userId))
    .orderBy(creditLedger.id);

describe('what each conversation has cost (fair charging)', () => {
  it("answers, per conversation, the credits the ledger debited for the member's messages in it", async () => {
    const a = await newMember({ paid: true, credits: 200 });
    const b = await newMember({ paid: true, credits: 100 });
    const c = await newMember({ paid: true, credits: 100 });
    const toB = (await sent(await sendText(a, { member: b.profileId }))).message.conversation;
    await sent(await sendText(a, { conversation: toB }, 'Again'));
    await sent(
      await server.request(
        '/api/messages.php',
        json({ conversation: toB, client_id: clientId(), kind: 'gift', gift: 'rose' }, as(a.cookie)),
      ),
    );
    const toC = (await sent(await sendText(a, { member: c.profileId }))).message.conversation;
    // What the other member wrote costs this one nothing.
    await sent(await sendText(b, { conversation: toB }, 'Hello back'));

    // The ledger's debits, tied to each conversation through the message they paid for.
    const { db } = server.handle;
    const debits = await db
      .select({ conversation: messages.conversationId, delta: creditLedger.delta })
      .from(creditLedger)
      .innerJoin(
        messages,
        sql`${creditLedger.reference} = 'chat:' || ${messages.senderProfileId} || ':' || ${messages.clientId}`,
      )
      .where(eq(creditLedger.userId, a.userId));
    const spentIn = (conversation: number) =>
      -debits.filter((d) => d.conversation === conversation).reduce((sum, d) => sum + d.delta, 0);
    expect(spentIn(toB)).toBeGreaterThan(spentIn(toC));
    expect(spentIn(toB) + spentIn(toC)).toBe(200 - (await balance(a)));

    const view = async (conversation: number) =>
      getMessages.response.parse(
        await (await server.request(`/api/messages.php?conversation=${conversation}`, as(a.cookie))).json(),
      ).conversation.credits_spent;
    expect(await view(toB)).toBe(spentIn(toB));
    expect(await view(toC)).toBe(spentIn(toC));
    const list = getChats.response.parse(await (await server.request('/api/chats.php', as(a.cookie))).json());
    const listed = (conversation: number) =>
      list.chats.find((entry) => entry.conversation.id === conversation)!.credits_spent;
    expect(listed(toB)).toBe(spentIn(toB));
    expect(listed(toC)).toBe(spentIn(toC));
    // B's side of the same conversation: only what B's own message cost.
    const ofB = getChats.response.parse(await (await server.request('/api/chats.php', as(b.cookie))).json());
    expect(ofB.chats.find((entry) => entry.conversation.id === toB)!.credits_spent).toBe(
      100 - (await balance(b)),
    );
  });
});

describe('blocks and deleting', () => {
  it("refuses a blocked member's send at once, charging nothing", async () => {
    const a = await newMember({ paid: true, credits: 100 });
    const b = await newMember({ paid: true, credits: 100 });
    const first = await sent(await sendText(a, { member: b.profileId }));
    await server.handle.db
      .insert(blocks)
      .values({ blockerProfileId: b.profileId, blockedProfileId: a.profileId });
    const ledgerBefore = await ledgerRows(a);
    await expectError(await sendText(a, { conversation: first.message.conversation }), 404, 'not_found');
    await expectError(await sendText(a, { member: b.profileId }), 404, 'not_found');
    expect(await balance(a)).toBe(90);
    // Not charged then refunded: no ledger row at all, and the books still add up.
    expect(await ledgerRows(a)).toEqual(ledgerBefore);
    expect(await createCredits({ db: server.handle.db }).ledgerMatches(a.userId, 90)).toBe(true);
  });

  it('a block that lands just before the send, after its request was checked, refuses it: nothing charged or kept', async () => {
    const a = await newMember({ paid: true, credits: 100 });
    const b = await newMember({ paid: true, credits: 100 });
    const { db } = server.handle;
    const transaction = db.transaction.bind(db);
    let blocked = false;
    // The request is checked, and the block commits just before the send's transaction begins.
    db.transaction = (async (...args: Parameters<typeof transaction>) => {
      if (!blocked) {
        blocked = true;
        await db.insert(blocks).values({ blockerProfileId: b.profileId, blockedProfileId: a.profileId });
      }
      return transaction(...args);
    }) as typeof db.transaction;
    const ledgerBefore = await ledgerRows(a);
    try {
      await expectError(await sendText(a, { member: b.profileId }), 404, 'not_found');
    } finally {
      db.transaction = transaction;
    }
    expect(blocked).toBe(true);
    expect(await balance(a)).toBe(100);
    expect(await ledgerRows(a)).toEqual(ledgerBefore);
    const kept = await db.select().from(messages).where(eq(messages.senderProfileId, a.profileId));
    expect(kept).toEqual([]);
  });

  it('a deleted conversation comes back for both with the next message', async () => {
    const a = await newMember({ paid: true, credits: 100 });
    const b = await newMember({ paid: true, credits: 100 });
    const first = await sent(await sendText(a, { member: b.profileId }));
    const conversation = first.message.conversation;
    const del = await server.request(
      '/api/chat.php',
      json({ conversation }, as(b.cookie, { method: 'DELETE' })),
    );
    expect(del.status).toBe(200);
    const ids = async (who: TestMember) =>
      getChats.response
        .parse(await (await server.request('/api/chats.php', as(who.cookie))).json())
        .chats.map((c) => c.conversation.id);
    expect(await ids(b)).not.toContain(conversation);
    expect(await ids(a)).toContain(conversation);
    await sent(await sendText(a, { conversation }, 'Are you there?'));
    expect(await ids(b)).toContain(conversation);
  });
});

describe('concurrent sends against a balance', () => {
  it('with credits for exactly k messages, of 5k sent at once exactly k succeed and the books add up', async () => {
    const k = 6;
    const member = await newMember({ paid: true, credits: k * 10 });
    const responses = await Promise.all(
      Array.from({ length: 5 * k }, (_, i) => sendText(member, { member: fictional[i % 3]! }, `m${i}`)),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(k);
    expect(statuses.filter((s) => s === 402)).toHaveLength(4 * k);
    expect(await balance(member)).toBe(0);
    expect(await createCredits({ db: server.handle.db }).ledgerMatches(member.userId, 0)).toBe(true);
    const stored = await server.handle.db
      .select()
      .from(messages)
      .where(eq(messages.senderProfileId, member.profileId));
    expect(stored).toHaveLength(k);
  });
});

describe('what a send and the list cost the database', () => {
  it('stores and charges a text in an open conversation with few statements', async () => {
    const [sender, recipient] = [await newMember({ credits: 100 }), await newMember()];
    const first = await sent(await sendText(sender, { member: recipient.profileId }));
    const conversation = first.message.conversation;
    await sent(await sendText(sender, { conversation }));
    // The recipient is online in this process: no notice is looked into, after the answer or not.
    const online = await openLive(server.url, { cookie: recipient.cookie });
    try {
      await online.next('ready');
      const statements = await statementsDuring(server.handle.db, async () => {
        await sent(await sendText(sender, { conversation }));
      });
      // Nothing kept here (the test server keeps nothing): the member's site; then the send's
      // transaction: the sender's lock; what its rules read (the conversation, the recipient and
      // the blocks between them, a resend's check, the conversations a free member wrote in);
      // the debit with its ledger row (a member without spending limits); the message with its
      // conversation's bump.
      // The pipeline's rate limits are counted in this process (limits.ts COUNTED_IN_PROCESS).
      expect(statements, statements.join('\n')).toHaveLength(5);
    } finally {
      await online.close();
    }
  });

  it('answers the chats as a message, a read or a like leaves them', async () => {
    const a = await newMember({ paid: true, credits: 100 });
    const b = await newMember({ paid: true, credits: 100 });
    const chatsOf = async (who: TestMember) =>
      getChats.response.parse(await (await server.request('/api/chats.php', as(who.cookie))).json());
    const first = await sent(await sendText(a, { member: b.profileId }, 'one'));
    const conversation = first.message.conversation;
    expect((await chatsOf(b)).chats[0]).toMatchObject({
      num_unread_messages: 1,
      last_message: { text: 'one' },
    });
    await sent(await sendText(a, { conversation }, 'two'));
    expect((await chatsOf(b)).chats[0]).toMatchObject({
      num_unread_messages: 2,
      last_message: { text: 'two' },
    });
    const read = await server.request(
      '/api/messages.php',
      json({ conversation }, as(b.cookie, { method: 'PUT' })),
    );
    expect(read.status).toBe(200);
    expect((await chatsOf(b)).chats[0]!.num_unread_messages).toBe(0);
    expect((await chatsOf(b)).likes).toEqual([]);
    const like = await server.request('/api/likes.php', json({ id: b.profileId }, as(a.cookie)));
    expect(like.status).toBe(200);
    expect((await chatsOf(b)).likes.map((l) => l.id)).toEqual([a.profileId]);
  });

  it('lists the conversations with the same statements for 1 or 4 of them (no query per conversation)', async () => {
    const member = await newMember({ paid: true, credits: 100 });
    const list = () =>
      statementsDuring(server.handle.db, async () => {
        const response = await server.request('/api/chats.php', as(member.cookie));
        expect(response.status).toBe(200);
      });
    await sent(await sendText(member, { member: fictional[0] }));
    const one = await list();
    for (const to of fictional.slice(1, 4)) await sent(await sendText(member, { member: to }));
    const four = await list();
    expect(four, four.join('\n')).toHaveLength(one.length);
    expect(one.length).toBeLessThanOrEqual(4);
  });
});

describe('demo replies', () => {
  it('a seeded profile answers after a short, human-like delay (fake clock)', async () => {
    const member = await newMember({ paid: true, credits: 100 });
    const first = await sent(await sendText(member, { member: fictional[3] }, 'Hello demo'));
    const conversation = first.message.conversation;
    const count = async () =>
      (await server.handle.db.select().from(messages).where(eq(messages.conversationId, conversation)))
        .length;
    await server.app.jobs.runDue();
    expect(await count()).toBe(1); // not yet: nobody answers in no time
    clock = new Date(clock.getTime() + 31_000);
    await server.app.jobs.runDue();
    expect(await count()).toBe(2);
    const view = getMessages.response.parse(
      await (
        await server.request(`/api/messages.php?conversation=${conversation}`, as(member.cookie))
      ).json(),
    );
    expect(view.messages[1]).toMatchObject({ from_me: false, sender: fictional[3], credits: 0 });
    expect(DEMO_REPLY_JOB).toBe('chat-demo-reply');
  });

  it('stores a reply and answers its row as the messages table reads it', async () => {
    const member = await newMember({ paid: true, credits: 100 });
    const { conversation } = (await sent(await sendText(member, { member: fictional[1] }))).message;
    const sentAt = new Date(clock.getTime() + 1000);
    const stored = await storeMessage(server.handle.db, {
      conversationId: conversation,
      senderProfileId: fictional[1]!,
      kind: 'text',
      body: 'A reply',
      creditsCharged: 0,
      sentAt,
    });
    const [row] = await server.handle.db.select().from(messages).where(eq(messages.id, stored.id));
    expect(stored).toEqual(row);
    expect(stored).toMatchObject({
      conversationId: conversation,
      body: 'A reply',
      clientId: null,
      readAt: null,
    });
    expect(stored.sentAt).toEqual(sentAt);
  });
});

describe("a conversation's bump", () => {
  it("is the same for a member's message and a demo reply: unread for the recipient, back for both, newest", async () => {
    const db = server.handle.db;
    /** Both sides deleted the conversation, with unread messages each; then `store` adds one from `sender`. */
    async function bumpBy(conversation: number, sender: number, store: () => Promise<void>) {
      const unread = { a: 3, b: 5 };
      await db
        .update(conversations)
        .set({
          unreadA: unread.a,
          unreadB: unread.b,
          deletedByA: true,
          deletedByB: true,
          lastMessageAt: new Date(0),
        })
        .where(eq(conversations.id, conversation));
      await store();
      const [row] = await db.select().from(conversations).where(eq(conversations.id, conversation));
      const [last] = await db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversation))
        .orderBy(desc(messages.id))
        .limit(1);
      expect(last!.senderProfileId).toBe(sender);
      const senderIsA = row!.profileA === sender;
      const added = { a: row!.unreadA - unread.a, b: row!.unreadB - unread.b };
      return {
        senderUnread: senderIsA ? added.a : added.b,
        recipientUnread: senderIsA ? added.b : added.a,
        deleted: [row!.deletedByA, row!.deletedByB],
        newest: row!.lastMessageAt.getTime() === last!.sentAt.getTime(),
      };
    }

    const member = await newMember({ paid: true, credits: 100 });
    const other = await newMember({ paid: true, credits: 100 });
    const { conversation } = (await sent(await sendText(other, { member: member.profileId }))).message;
    const bySend = await bumpBy(conversation, other.profileId, async () => {
      await sent(await sendText(other, { conversation }, 'again'));
    });

    const toDemo = (await sent(await sendText(member, { member: fictional[2] }, 'Hello demo'))).message;
    const byReply = await bumpBy(toDemo.conversation, fictional[2]!, async () => {
      clock = new Date(clock.getTime() + 31_000);
      await server.app.jobs.runDue();
    });

    expect(bySend).toEqual({ senderUnread: 0, recipientUnread: 1, deleted: [false, false], newest: true });
    expect(byReply).toEqual(bySend);
  });
});

describe('scam warnings', () => {
  it("warns the recipient, in the recipient's language, and never tells the sender", async () => {
    const reader = await newMember({ credits: 100 });
    const writer = await newMember({ credits: 100, paid: true });
    await server.handle.db.update(users).set({ language: 'nl' }).where(eq(users.id, reader.userId));
    const first = await sent(
      await sendText(writer, { member: reader.profileId }, 'Ik heb dringend geld nodig, app me'),
    );
    expect(first.message.scam).toBeUndefined();
    const conversation = first.message.conversation;
    await sent(await sendText(writer, { conversation }, 'Hoe was je weekend?'));
    // English words are not Dutch rules: only the rules for every language apply to this one.
    await sent(await sendText(writer, { conversation }, 'Please send me money'));

    const read = async (who: TestMember) =>
      getMessages.response.parse(
        await (await server.request(`/api/messages.php?conversation=${conversation}`, as(who.cookie))).json(),
      ).messages;
    expect((await read(reader)).map((m) => m.scam ?? [])).toEqual([['money'], [], []]);
    expect((await read(writer)).every((m) => m.scam === undefined)).toBe(true);

    // A live socket's message carries it too.
    const live = await openLive(server.url, { cookie: reader.cookie });
    try {
      await live.next('ready');
      await sent(await sendText(writer, { conversation }, 'Stuur me 100 euro via WhatsApp'));
      const event = await live.next('message', (e) => e.message.text.startsWith('Stuur'));
      expect(event.message.scam).toEqual(['money', 'off_platform']);
    } finally {
      await live.close();
    }
  });
});

describe('GET /api/gifts.php', () => {
  it('lists the catalogue at the site gift price', async () => {
    const response = await server.request('/api/gifts.php');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { gifts: { id: string; credits: number }[] };
    expect(body.gifts.length).toBeGreaterThan(3);
    expect(body.gifts.every((g) => g.credits === 30)).toBe(true);
  });
});
