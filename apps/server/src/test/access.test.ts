import { createECDH, randomBytes } from 'node:crypto';
import { API_CALLS, type CallId } from '@amori/contract';
import { and, desc, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appeals,
  blocks,
  conversations,
  moderationActions,
  orders,
  photos,
  profiles,
  reports,
  smsOutbox,
  users,
} from '../db/schema';
import { sandboxSignature } from '../adapters/payments';
import { DEMO_PASSWORD } from '../db/seed';
import { ensureSecret } from '../lib/secrets';
import { as, json } from './expect';
import { startTestServer, type TestServer } from './server';

// Who may make each call on whose objects (QUALITY.md: "no access to what is not yours"). Every
// call of the contract is listed, so none is added without deciding: a call on no one's object
// (`anyone`), a call on the caller's own account (`own`), a call on an object someone owns
// (`object`), with the answer expected for a visitor, the owner, another member and a member the
// owner blocked, or a list of members (`listing`: search, the swipe deck) with whether the owner
// is in it for each of them. The owner is premium@example.com, the other member
// free@example.com, the blocked one operator@example.com.

type Send = (cookie: string | null) => Promise<Response>;
type Who = 'visitor' | 'other' | 'blocked' | 'owner';

type Access =
  /** Anyone may make it; it acts on no member's object. */
  | { kind: 'anyone'; send: Send }
  /**
   * The operator role only (the lander editor): a visitor and members without the role
   * (premium@ and free@) are refused; the operator (operator@example.com) is not.
   */
  | { kind: 'operator'; send: Send }
  /**
   * The moderator role (moderators and operators: the moderation console): a visitor and members
   * without a role are refused; moderator@example.com and the operator are not.
   */
  | { kind: 'moderator'; send: Send }
  /** Only a member, and only on their own account: another member's answer never shows the owner's. */
  | { kind: 'own'; send: Send }
  /**
   * Only a member, on their own account, which it ends (deletion): made by a member who just
   * signed up, after which the owner's account is as it was.
   */
  | { kind: 'ownEnding'; send: Send }
  /** On an object the owner has: made fresh for each case by `object`, then asked for by `send`. */
  | {
      kind: 'object';
      object: () => Promise<number>;
      send: (id: number) => Send;
      expected: Record<Who, number>;
      /** Undoes what a case changed beyond its object (a block by someone other than the owner). */
      after?: () => Promise<void>;
    }
  /** A list of members: the status for each caller, or whether the owner is listed to them. */
  | {
      kind: 'listing';
      send: Send;
      /** The member ids a successful answer lists. */
      ids: (body: unknown) => number[];
      expected: Record<Who, 'listed' | 'not listed' | number>;
    };

let server: TestServer;

const SIGNUP_PASSWORD = 'a long enough passphrase';
const signupBody = (email: string) => ({
  email,
  name: 'Access',
  password: SIGNUP_PASSWORD,
  date_of_birth: '1990-05-05',
  signup_message: 'Hello!',
  gender: 'female',
  seeking: 'male',
});
let owner: { cookie: string; email: string; profileId: number };
let other: string;
let blocked: string;
let moderator: string;

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

/** An order of a bundle of the caller's country (for a visitor: the call is refused first). */
async function orderAsCaller(cookie: string | null): Promise<Response> {
  const credits = (await (await get('/api/credits.php')(cookie)).json()) as {
    packages: { id: number }[];
    payment_methods: string[];
  };
  return send('/api/orders.php', 'POST', {
    package_id: credits.packages[0]!.id,
    payment_method: credits.payment_methods[0],
  })(cookie);
}

/** A direct debit started by the caller, for a package of their country. */
async function directDebitAsCaller(cookie: string | null): Promise<Response> {
  const credits = (await (await get('/api/credits.php')(cookie)).json()) as { packages: { id: number }[] };
  return send('/api/directdebit.php', 'POST', {
    package_id: credits.packages[0]!.id,
    account_holder: 'A. Owner',
    iban: 'NL91ABNA0417164300',
    street: 'Herengracht',
    house_number: '1',
    postal_code: '1015 BS',
    city: 'Amsterdam',
    mobile: '+31612345678',
    authorised: true,
  })(cookie);
}

/** The texted code of each direct debit request the owner started. */
const lastCodes = new Map<number, string>();

/** A direct debit request of the owner's, its code noted from the SMS outbox. */
async function ownersDirectDebit(): Promise<number> {
  // The owner's earlier direct debits do not count toward the limit of 3 in 30 days.
  await server.handle.db
    .update(orders)
    .set({ status: 'cancelled' })
    .where(eq(orders.paymentMethod, 'sepa_direct_debit'));
  const { request } = (await (await directDebitAsCaller(owner.cookie)).json()) as { request: number };
  const [sms] = await server.handle.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
  lastCodes.set(request, /\b(\d{6})\b/.exec(sms!.text)![1]!);
  return request;
}

/** An order of the owner's. */
async function ownersOrder(): Promise<number> {
  const response = await orderAsCaller(owner.cookie);
  return ((await response.json()) as { order: { id: number } }).order.id;
}

/** The owner's profile. */
async function ownersProfile(): Promise<number> {
  return owner.profileId;
}

/** A photo of the owner's (a row; its files are not needed to act on it). */
async function ownersPhoto(): Promise<number> {
  const { db } = server.handle;
  const token = randomBytes(16).toString('hex');
  const key = `photos/${owner.profileId}/${token}`;
  const [row] = await db
    .insert(photos)
    .values({
      profileId: owner.profileId,
      token,
      filename: `${key}/w1080.webp`,
      thumbFilename: `${key}/thumb.webp`,
      matchFilename: `${key}/match.webp`,
      blurFilename: `${key}/blur.webp`,
      position: 9,
      isMain: false,
    })
    .returning({ id: photos.id });
  return row!.id;
}

/** Blocks made by anyone but the owner are undone, so each case starts alike. */
async function undoOthersBlocks(): Promise<void> {
  await server.handle.db.delete(blocks).where(eq(blocks.blockedProfileId, owner.profileId));
}

const profileIds = (body: unknown) => [
  ...((body as { profiles?: { id: number }[] }).profiles ?? []).map((p) => p.id),
  ...((body as { similar?: { id: number }[] }).similar ?? []).map((p) => p.id),
];

/** A tiny PNG: a file the upload call accepts. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

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
  getLiveness: { kind: 'anyone', send: get('/api/health/live') },
  getReadiness: { kind: 'anyone', send: get('/api/health/ready') },
  signup: {
    kind: 'anyone',
    send: (cookie) =>
      send(
        '/api/signup.php',
        'POST',
        signupBody(`access-${randomBytes(4).toString('hex')}@example.com`),
      )(cookie),
  },
  getSignupMatches: { kind: 'own', send: get('/api/signup-matches.php') },
  activate: { kind: 'anyone', send: send('/api/activation.php', 'POST', { token: 'not-a-token' }) },
  resendActivation: { kind: 'own', send: send('/api/activation-mail.php', 'POST', {}) },
  requestPasswordReset: {
    kind: 'anyone',
    send: send('/api/password-reset.php', 'POST', { email: 'nobody@example.com' }),
  },
  checkPasswordReset: { kind: 'anyone', send: get('/api/password-reset.php?token=not-a-token') },
  resetPassword: {
    kind: 'anyone',
    send: send('/api/password-reset.php', 'PUT', { token: 'not-a-token', password: 'a long new password' }),
  },
  changePassword: {
    kind: 'own',
    send: send('/api/password.php', 'PUT', {
      old_password: DEMO_PASSWORD,
      password: DEMO_PASSWORD,
      password_repeat: DEMO_PASSWORD,
    }),
  },
  requestMailChange: {
    kind: 'own',
    send: (cookie) =>
      send('/api/mail-change.php', 'POST', {
        email: `new-${randomBytes(4).toString('hex')}@example.com`,
        password: DEMO_PASSWORD,
      })(cookie),
  },
  confirmMailChange: { kind: 'anyone', send: send('/api/mail-change.php', 'PUT', { token: 'not-a-token' }) },
  getAccountSettings: { kind: 'own', send: get('/api/notifications.php') },
  updateAccountSettings: {
    kind: 'own',
    send: send('/api/notifications.php', 'PUT', { notifications: { news: true } }),
  },
  getSessions: { kind: 'own', send: get('/api/sessions.php') },
  endSessions: { kind: 'own', send: send('/api/sessions.php', 'DELETE', {}) },
  getRetentionOffer: { kind: 'own', send: send('/api/retention-offer.php', 'POST', {}) },
  deleteAccount: {
    kind: 'ownEnding',
    send: send('/api/account.php', 'DELETE', { password: SIGNUP_PASSWORD }),
  },
  reactivateAccount: {
    kind: 'anyone',
    send: send('/api/reactivation.php', 'POST', { token: 'not-a-token' }),
  },
  exportData: { kind: 'own', send: get('/api/export.php') },
  // Each carries its own proof (a signed token, the provider's secret), never a member's cookie.
  unsubscribe: { kind: 'anyone', send: send('/api/unsubscribe.php?token=1.x', 'POST', {}) },
  mailEvent: {
    kind: 'anyone',
    send: send('/api/mail-events.php', 'POST', { type: 'bounce', email: 'nobody@example.com' }),
  },
  getEditorLanders: { kind: 'operator', send: get('/api/admin/landers.php') },
  saveLanderDraft: {
    kind: 'operator',
    send: send('/api/admin/landers.php', 'PUT', {
      slug: 'access',
      definition: {
        name: 'Access',
        title: 'gallery.pageTitle',
        members: { count: 1 },
        blocks: [{ type: 'hero', title: 'gallery.title', cta: 'common.ctaFree' }],
      },
    }),
  },
  // Published after saveLanderDraft ran (the table runs in order), else the operator's 404.
  publishLander: {
    kind: 'operator',
    send: send('/api/admin/lander-publish.php', 'POST', { slug: 'access' }),
  },
  getPublishedLander: { kind: 'anyone', send: get('/api/lander.php?slug=access') },
  // A report of the owner: anyone may make one (a visitor with an address), but not of themself.
  reportMember: {
    kind: 'object',
    object: async () => owner.profileId,
    send: (id) =>
      send('/api/reports.php', 'POST', {
        profile: id,
        place: 'profile',
        reason: 'spam',
        email: 'v@example.org',
      }),
    expected: { visitor: 200, other: 200, blocked: 200, owner: 400 },
  },
  getReports: { kind: 'moderator', send: get('/api/admin/reports.php') },
  getReport: {
    kind: 'moderator',
    send: (cookie) => firstReport().then((id) => get(`/api/admin/report.php?id=${id}`)(cookie)),
  },
  // A dismissal of a report made for it: the moderator's answer is not a refusal.
  moderate: {
    kind: 'moderator',
    send: (cookie) =>
      firstReport().then((id) =>
        send('/api/admin/moderation.php', 'POST', {
          report: id,
          action: 'dismiss',
          ground: 'spam',
          reason: 'Nothing against the rules.',
        })(cookie),
      ),
  },
  getPhotoQueue: { kind: 'moderator', send: get('/api/admin/photos.php') },
  // An approval of a waiting photo of the owner's, made for it.
  decidePhoto: {
    kind: 'moderator',
    send: (cookie) =>
      waitingPhoto().then((id) =>
        send('/api/admin/photos.php', 'POST', { photo: id, decision: 'approve' })(cookie),
      ),
  },
  getTransparencyReport: {
    kind: 'moderator',
    send: get('/api/admin/transparency.php?from=2026-01-01&to=2026-01-31&format=csv'),
  },
  getStatements: { kind: 'own', send: get('/api/statements.php') },
  // An appeal of a warning the owner received: theirs alone to make.
  appealStatement: {
    kind: 'object',
    object: () => ownersAction(),
    send: (id) =>
      send('/api/appeals.php', 'POST', {
        action: id,
        text: 'I did not advertise anything, please look again.',
      }),
    expected: { visitor: 403, other: 404, blocked: 404, owner: 200 },
  },
  // The mailed link's calls carry their own proof (the token): anyone may try one.
  getAppealLink: { kind: 'anyone', send: get(`/api/appeal-link.php?token=${'x'.repeat(43)}`) },
  appealByLink: {
    kind: 'anyone',
    send: send('/api/appeal-link.php', 'POST', {
      token: 'x'.repeat(43),
      text: 'I did not advertise anything, please look again.',
    }),
  },
  getAppeals: { kind: 'moderator', send: get('/api/admin/appeals.php') },
  getAppeal: {
    kind: 'moderator',
    send: (cookie) => ownersAppeal().then((id) => get(`/api/admin/appeal.php?id=${id}`)(cookie)),
  },
  // An upheld appeal of an action a third member took: neither the moderator nor the operator acted.
  decideAppeal: {
    kind: 'moderator',
    send: (cookie) =>
      ownersAppeal().then((id) =>
        send('/api/admin/appeal-decision.php', 'POST', {
          appeal: id,
          outcome: 'upheld',
          reason: 'The warning was right.',
        })(cookie),
      ),
  },
  searchMembers: {
    kind: 'listing',
    // Filters the owner (a woman of 25 to 45 in the Netherlands) matches.
    send: get('/api/members.php?gender=female&country=NL&min_age=18&max_age=99'),
    ids: profileIds,
    expected: { visitor: 'listed', other: 'listed', blocked: 'not listed', owner: 'not listed' },
  },
  getMember: {
    kind: 'object',
    object: ownersProfile,
    send: (id) => get(`/api/member.php?id=${id}`),
    expected: { visitor: 200, other: 200, blocked: 404, owner: 200 },
  },
  // The card is public (the main photo is); a member the owner blocked does not get it.
  getMemberCard: {
    kind: 'object',
    object: ownersProfile,
    send: (id) => get(`/api/member-card.php?id=${id}`),
    expected: { visitor: 200, other: 200, blocked: 404, owner: 200 },
  },
  likeMember: {
    kind: 'object',
    object: ownersProfile,
    send: (id) => send('/api/likes.php', 'POST', { id }),
    expected: { visitor: 403, other: 200, blocked: 404, owner: 400 },
  },
  unlikeMember: { kind: 'own', send: send('/api/likes.php', 'DELETE', { id: 1 }) },
  markLikeSeen: { kind: 'own', send: send('/api/likes.php', 'PUT', { id: 1 }) },
  getBlocks: { kind: 'own', send: get('/api/blocks.php') },
  blockMember: {
    kind: 'object',
    object: ownersProfile,
    send: (id) => send('/api/blocks.php', 'POST', { id }),
    // Anyone may block anyone (the blocked member too); blocking oneself is refused.
    expected: { visitor: 403, other: 200, blocked: 200, owner: 400 },
    after: undoOthersBlocks,
  },
  unblockMember: { kind: 'own', send: send('/api/blocks.php', 'DELETE', { id: 2_000_000 }) },
  getProfile: { kind: 'own', send: get('/api/profile.php') },
  updateProfile: {
    kind: 'own',
    send: send('/api/profile.php', 'PUT', { about: 'Edited by the access test.' }),
  },
  uploadPhoto: {
    kind: 'own',
    send: (cookie) =>
      server.request('/api/photos.php', {
        method: 'POST',
        headers: { 'content-type': 'image/png', ...(cookie ? { cookie } : {}) },
        body: new Uint8Array(tinyPng),
      }),
  },
  deletePhoto: {
    kind: 'object',
    object: ownersPhoto,
    send: (id) => send('/api/photos.php', 'DELETE', { id }),
    expected: { visitor: 403, other: 404, blocked: 404, owner: 200 },
  },
  // A conversation is its two members' only: anyone else is answered 404, as if it were not there.
  getMessages: {
    kind: 'object',
    object: ownersConversation,
    send: (conversation) => get(`/api/messages.php?conversation=${conversation}`),
    expected: { visitor: 403, other: 404, blocked: 404, owner: 200 },
  },
  sendMessage: {
    kind: 'object',
    object: ownersConversation,
    send: (conversation) => (cookie) =>
      send('/api/messages.php', 'POST', {
        conversation,
        client_id: `access-${randomBytes(6).toString('hex')}`,
        kind: 'text',
        text: 'Hello from the access test',
      })(cookie),
    expected: { visitor: 403, other: 404, blocked: 404, owner: 200 },
  },
  sendPhotoMessage: {
    kind: 'object',
    object: ownersConversation,
    send: (conversation) => (cookie) =>
      server.request(
        `/api/message-photo.php?conversation=${conversation}&client_id=access-${randomBytes(6).toString('hex')}`,
        {
          method: 'POST',
          headers: { 'content-type': 'image/png', ...(cookie ? { cookie } : {}) },
          body: new Uint8Array(tinyPng),
        },
      ),
    expected: { visitor: 403, other: 404, blocked: 404, owner: 200 },
  },
  markRead: {
    kind: 'object',
    object: ownersConversation,
    send: (conversation) => send('/api/messages.php', 'PUT', { conversation }),
    expected: { visitor: 403, other: 404, blocked: 404, owner: 200 },
  },
  getGifts: { kind: 'anyone', send: get('/api/gifts.php') },
  setMainPhoto: {
    kind: 'object',
    object: ownersPhoto,
    send: (id) => send('/api/photos.php', 'PUT', { id, main: true }),
    expected: { visitor: 403, other: 404, blocked: 404, owner: 200 },
  },
  getSwipeDeck: {
    kind: 'listing',
    send: get('/api/swipe.php'),
    ids: profileIds,
    expected: { visitor: 403, other: 'listed', blocked: 'not listed', owner: 'not listed' },
  },
  swipeMember: {
    kind: 'object',
    object: ownersProfile,
    // A pass: the likes of the day are not the point here.
    send: (id) => send('/api/swipe.php', 'POST', { id, like: false }),
    expected: { visitor: 403, other: 200, blocked: 404, owner: 400 },
  },
  getCredits: { kind: 'anyone', send: get('/api/credits.php') },
  // An order is placed for the caller's own account, from a package of their own country.
  createOrder: { kind: 'own', send: orderAsCaller },
  // Repeats the caller's own last order (createOrder above made one for each of them).
  repeatOrder: { kind: 'own', send: send('/api/repeat-order.php', 'POST', {}) },
  getOrder: {
    kind: 'object',
    object: ownersOrder,
    send: (id) => get(`/api/order.php?id=${id}`),
    expected: { visitor: 403, other: 404, blocked: 404, owner: 200 },
  },
  getTransactions: { kind: 'own', send: get('/api/transactions.php') },
  getSpendingLimits: { kind: 'own', send: get('/api/spending-limits.php') },
  updateSpendingLimits: { kind: 'own', send: send('/api/spending-limits.php', 'PUT', { limit: null }) },
  startDirectDebit: { kind: 'own', send: (cookie) => directDebitAsCaller(cookie) },
  confirmDirectDebit: {
    kind: 'object',
    object: ownersDirectDebit,
    send: (request) => (cookie) =>
      send('/api/directdebit.php', 'PUT', { request, sms_code: lastCodes.get(request) ?? '' })(cookie),
    expected: { visitor: 403, other: 404, blocked: 404, owner: 200 },
  },
  // The provider's own proof (the sandbox's signature), never a member's cookie: an unknown payment.
  paymentWebhook: {
    kind: 'anyone',
    send: async (cookie) => {
      const secret = await ensureSecret(server.handle.db, 'sandbox_payment_secret');
      return server.request('/api/payment-webhook.php?provider=sandbox', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': sandboxSignature(secret, 'sbx_unknown', 'paid'),
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify({ id: 'sbx_unknown', status: 'paid' }),
      });
    },
  },
};

/** A report of the owner's, open, made for the moderation calls to act on. */
async function firstReport(): Promise<number> {
  const [site] = await server.handle.db
    .select({ id: profiles.siteId })
    .from(profiles)
    .where(eq(profiles.id, owner.profileId));
  const [row] = await server.handle.db
    .insert(reports)
    .values({
      siteId: site!.id,
      reportedProfileId: owner.profileId,
      reporterEmail: `access-${randomBytes(4).toString('hex')}@example.org`,
      place: 'profile',
      reason: 'spam',
      severity: 5,
      subject: 'profile',
      createdAt: new Date(),
    })
    .returning({ id: reports.id });
  return row!.id;
}

/** A photo of the owner's waiting for approval, made for the photo queue's calls to decide. */
async function waitingPhoto(): Promise<number> {
  const token = randomBytes(16).toString('hex');
  const dir = `photos/${owner.profileId}/${token}`;
  const [row] = await server.handle.db
    .insert(photos)
    .values({
      profileId: owner.profileId,
      token,
      filename: `${dir}/w480.webp`,
      thumbFilename: `${dir}/thumb.webp`,
      matchFilename: `${dir}/match.webp`,
      position: 90,
      moderation: 'waiting',
    })
    .returning({ id: photos.id });
  return row!.id;
}

/** A warning the owner received, logged as taken by free@ (no moderator of these tests). */
async function ownersAction(): Promise<number> {
  const { db } = server.handle;
  const [site] = await db
    .select({ id: profiles.siteId })
    .from(profiles)
    .where(eq(profiles.id, owner.profileId));
  const [ownerUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
  const [actor] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'free@example.com'));
  const [row] = await db
    .insert(moderationActions)
    .values({
      siteId: site!.id,
      profileId: owner.profileId,
      userId: ownerUser!.id,
      moderatorUserId: actor!.id,
      action: 'warn',
      ground: 'spam',
      reason: 'Advertising.',
      createdAt: new Date(),
    })
    .returning({ id: moderationActions.id });
  return row!.id;
}

/** An open appeal of such a warning. */
async function ownersAppeal(): Promise<number> {
  const actionId = await ownersAction();
  const [action] = await server.handle.db
    .select()
    .from(moderationActions)
    .where(eq(moderationActions.id, actionId));
  const [row] = await server.handle.db
    .insert(appeals)
    .values({
      siteId: action!.siteId,
      actionId,
      profileId: action!.profileId,
      userId: action!.userId,
      text: 'I did not advertise anything, please look again.',
      via: 'member',
      createdAt: new Date(),
    })
    .returning({ id: appeals.id });
  return row!.id;
}

async function profileIdOf(email: string): Promise<number> {
  const [row] = await server.handle.db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(users.email, email));
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer({
    members: 12,
    resolveHost: async () => [{ address: '93.184.215.14', family: 4 }],
  });
  const { db } = server.handle;
  owner = {
    email: 'premium@example.com',
    cookie: await server.loginAs('premium@example.com'),
    profileId: await profileIdOf('premium@example.com'),
  };
  other = await server.loginAs('free@example.com');
  blocked = await server.loginAs('operator@example.com');
  moderator = await server.loginAs('moderator@example.com');
  const blockedProfile = await profileIdOf('operator@example.com');
  await db
    .delete(blocks)
    .where(or(eq(blocks.blockerProfileId, owner.profileId), eq(blocks.blockedProfileId, owner.profileId)));
  await db.insert(blocks).values({ blockerProfileId: owner.profileId, blockedProfileId: blockedProfile });
  // The demo logins are in no list (demo-logins.test.ts); here a list is about who may see the
  // owner in it, so the owner is listed as any member.
  await db.update(profiles).set({ unlisted: false }).where(eq(profiles.id, owner.profileId));
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
  } else if (access.kind === 'operator') {
    it('a visitor and members without the role are refused; the operator is not', async () => {
      expect((await access.send(null)).status).toBe(403);
      for (const cookie of [owner.cookie, other]) {
        const refused = await access.send(cookie);
        expect(refused.status, await refused.text()).toBe(403);
      }
      const allowed = await access.send(blocked);
      expect(allowed.status, `${id} as the operator: ${await allowed.clone().text()}`).not.toBe(403);
    });
  } else if (access.kind === 'moderator') {
    it('a visitor and members without a role are refused; a moderator and the operator are not', async () => {
      expect((await access.send(null)).status).toBe(403);
      for (const cookie of [owner.cookie, other]) {
        const refused = await access.send(cookie);
        expect(refused.status, await refused.text()).toBe(403);
      }
      for (const cookie of [moderator, blocked]) {
        const allowed = await access.send(cookie);
        expect(allowed.status, `${id} as staff: ${await allowed.clone().text()}`).toBe(200);
      }
    });
  } else if (access.kind === 'ownEnding') {
    it("a visitor is refused; a member ends only their own account, never the owner's", async () => {
      expect((await access.send(null)).status).toBe(403);
      const response = await server.request(
        '/api/signup.php',
        json(signupBody(`ending-${randomBytes(4).toString('hex')}@example.com`)),
      );
      expect(response.status, await response.clone().text()).toBe(200);
      const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
      const mine = await access.send(cookie);
      expect(mine.status, `${id}: ${await mine.clone().text()}`).toBeLessThan(300);
      const owners = await server.request('/api/user.php', as(owner.cookie));
      expect(owners.status).toBe(200);
      expect((await owners.json()).status).toBe('confirmed');
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
  } else if (access.kind === 'listing') {
    it.each(['visitor', 'other', 'blocked', 'owner'] as const)('as the %s', async (who) => {
      const cookie = { visitor: null, other, blocked, owner: owner.cookie }[who];
      const response = await access.send(cookie);
      const text = await response.text();
      const expected = access.expected[who];
      if (typeof expected === 'number') {
        expect(response.status, text).toBe(expected);
      } else {
        expect(response.status, text).toBe(200);
        const listed = access.ids(JSON.parse(text)).includes(owner.profileId);
        expect(listed ? 'listed' : 'not listed').toBe(expected);
      }
    });
  } else {
    it.each(['visitor', 'other', 'blocked', 'owner'] as const)('as the %s', async (who) => {
      const object = await access.object();
      const cookie = { visitor: null, other, blocked, owner: owner.cookie }[who];
      try {
        const response = await access.send(object)(cookie);
        expect(response.status, await response.text()).toBe(access.expected[who]);
      } finally {
        await access.after?.();
      }
    });
  }
});

// The table above checks who may make each payment call; "own" cannot tell from the answer alone
// whose orders a list holds (it has no e-mail address in it). These follow the owner's objects.
describe("payments: no member sees or changes another member's orders, transactions or direct debits", () => {
  type Listed = { orders: { id: number }[]; balance: number };
  const transactionsOf = async (cookie: string) =>
    (await (await get('/api/transactions.php')(cookie)).json()) as Listed;

  it("another member's transactions list none of the owner's orders", async () => {
    const mine = await ownersOrder();
    expect((await orderAsCaller(other)).status).toBe(200);
    const owners = await transactionsOf(owner.cookie);
    expect(owners.orders.map((o) => o.id)).toContain(mine);
    const theirs = await transactionsOf(other);
    expect(theirs.orders.length).toBeGreaterThan(0);
    for (const order of owners.orders) expect(theirs.orders.map((o) => o.id)).not.toContain(order.id);
  });

  it("a repeat order repeats the caller's own last order, never the owner's", async () => {
    const credits = (await (await get('/api/credits.php')(owner.cookie)).json()) as {
      packages: { id: number }[];
    };
    // The other member's last order is of the first package; the owner's newest of the last one.
    const others = (await (await orderAsCaller(other)).json()) as { order: { package_id: number } };
    const ownersPackage = credits.packages.at(-1)!.id;
    expect(ownersPackage).not.toBe(others.order.package_id);
    const placed = await send('/api/orders.php', 'POST', {
      package_id: ownersPackage,
      payment_method: 'credit_card',
    })(owner.cookie);
    expect(placed.status, await placed.clone().text()).toBe(200);
    const repeated = await send('/api/repeat-order.php', 'POST', {})(other);
    expect(repeated.status, await repeated.clone().text()).toBe(200);
    const order = ((await repeated.json()) as { order: { id: number; package_id: number } }).order;
    expect(order.package_id).toBe(others.order.package_id);
    // It is the other member's order: the owner cannot see it.
    expect((await get(`/api/order.php?id=${order.id}`)(other)).status).toBe(200);
    expect((await get(`/api/order.php?id=${order.id}`)(owner.cookie)).status).toBe(404);
  });

  it("a member's cookie completes no payment: the webhook wants the provider's signature", async () => {
    const id = await ownersOrder();
    const [row] = await server.handle.db
      .select({ payment: orders.providerPaymentId })
      .from(orders)
      .where(eq(orders.id, id));
    const before = (await transactionsOf(owner.cookie)).balance;
    for (const cookie of [owner.cookie, other]) {
      const forged = await server.request('/api/payment-webhook.php?provider=sandbox', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ id: row!.payment, status: 'paid' }),
      });
      expect(forged.status, await forged.text()).toBe(403);
    }
    const order = (await (await get(`/api/order.php?id=${id}`)(owner.cookie)).json()) as { status: string };
    expect(order.status).toBe('pending');
    expect((await transactionsOf(owner.cookie)).balance).toBe(before);
  });

  it("another member's try with the owner's right code leaves the owner's direct debit untouched", async () => {
    const request = await ownersDirectDebit();
    const code = lastCodes.get(request)!;
    const theirs = await send('/api/directdebit.php', 'PUT', { request, sms_code: code })(other);
    expect(theirs.status, await theirs.text()).toBe(404);
    const mine = await send('/api/directdebit.php', 'PUT', { request, sms_code: code })(owner.cookie);
    expect(mine.status, await mine.clone().text()).toBe(200);
    const placed = ((await mine.json()) as { order: { id: number; payment_method: string } }).order;
    expect(placed.payment_method).toBe('sepa_direct_debit');
    expect((await get(`/api/order.php?id=${placed.id}`)(other)).status).toBe(404);
  });
});
