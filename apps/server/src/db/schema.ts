import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One row per domain: every setting of spec point 3 that belongs to a site. */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    domain: text('domain').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    name: text('name').notNull(),
    indexTitle: text('index_title').notNull(),
    description: text('description').notNull(),
    domainLanguage: text('domain_language').notNull().default('en_US'),
    countries: jsonb('countries').$type<string[]>().notNull(),
    visibleProfileFields: jsonb('visible_profile_fields').$type<string[]>().notNull(),
    visibleProfileNotes: boolean('visible_profile_notes').notNull().default(true),
    cdnPrefix: text('cdn_prefix').notNull().default(''),
    messageCredits: integer('message_credits').notNull(),
    photoCredits: integer('photo_credits').notNull(),
    giftCredits: integer('gift_credits').notNull(),
    signupCredits: integer('signup_credits').notNull(),
    messageLength: integer('message_length').notNull(),
    minimumMessageCosts: jsonb('minimum_message_costs')
      .$type<Record<string, { costs: number; currency: string }>>()
      .notNull(),
    supportEmail: text('support_email').notNull(),
    supportPhone: text('support_phone').notNull(),
    enableSiteEntryPopup: boolean('enable_site_entry_popup').notNull().default(true),
    /** ISO country codes where the site-entry popup shows; null or empty: every country. */
    siteEntryPopupCountries: jsonb('site_entry_popup_countries').$type<string[] | null>(),
    searchFields: jsonb('search_fields').$type<string[]>().notNull(),
    fictionalWarning: text('fictional_warning').notNull(),
    fictionalSingular: text('fictional_singular').notNull(),
    fictionalPlural: text('fictional_plural').notNull(),
    fictionalIcon: text('fictional_icon').notNull(),
    refundDays: integer('refund_days').notNull(),
    signups: text('signups').notNull().default('all'),
    loggedOutSearch: boolean('logged_out_search').notNull().default(true),
    loggedOutSearchTrafficsource: boolean('logged_out_search_trafficsource').notNull().default(false),
    memberResell: boolean('member_resell').notNull().default(false),
    niche: integer('niche').notNull().default(1),
    companyId: integer('company_id').notNull().default(1),
    mailName: text('mail_name').notNull(),
    /** The youngest age that may sign up (decisions.md: 18). */
    minAge: integer('min_age').notNull().default(18),
    /** The site's time zone (IANA name): the swipe game's likes come back at its midnight. */
    timeZone: text('time_zone').notNull().default('Europe/Amsterdam'),
    /** Seeded profiles answer members' chat messages after a short, human-like delay (the demo site). */
    demoReplies: boolean('demo_replies').notNull().default(false),
    /** Payment methods offered per payment country (decisions.md's table); null: that default table. */
    paymentMethods: jsonb('payment_methods').$type<Record<string, string[]> | null>(),
    /** VAT in percent per country; package prices include it (0 or absent: none shown). */
    vatRates: jsonb('vat_rates').$type<Record<string, number>>().notNull().default({}),
    /** New profile photos wait for a moderator's approval before others see them. */
    photoApproval: boolean('photo_approval').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sites_domain_idx').on(t.domain)],
);

export type SiteRow = typeof sites.$inferSelect;
export type NewSiteRow = typeof sites.$inferInsert;

/** The company behind a site (footer, information pages). */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  kvk: text('kvk').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  tradenames: jsonb('tradenames').$type<string[]>().notNull(),
  vatNumbers: jsonb('vat_numbers').$type<string[]>().notNull(),
  supportPhone: text('support_phone').notNull(),
  deleteDiscount: integer('delete_discount').notNull().default(0),
  added: ts('added').notNull(),
});
export type CompanyRow = typeof companies.$inferSelect;

/** Key-value settings of the server itself (e.g. the VAPID keys made on first start). */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** Lower-cased e-mail address. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['member', 'moderator', 'operator'] })
      .notNull()
      .default('member'),
    status: text('status', { enum: ['confirmed', 'not_confirmed', 'deleted'] })
      .notNull()
      .default('not_confirmed'),
    credits: integer('credits').notNull().default(0),
    paidUser: boolean('paid_user').notNull().default(false),
    /** Blocked for direct debit payments (e.g. after a reversed debit). */
    directDebitBlocked: boolean('direct_debit_blocked').notNull().default(false),
    signupDate: ts('signup_date').notNull().defaultNow(),
    language: text('language').notNull().default('en'),
    /** Reasons e-mail is not sent: fbl, bounce, listunsubscribe. */
    notificationsDisabled: jsonb('notifications_disabled')
      .$type<('fbl' | 'bounce' | 'listunsubscribe')[]>()
      .notNull()
      .default([]),
    invisible: boolean('invisible').notNull().default(false),
    deletedAt: ts('deleted_at'),
    /** The first message written at signup (step 0), and the member it was written to, if any. */
    signupMessage: text('signup_message'),
    /** When a deleted account's personal data was purged (14 days after deletion). */
    purgedAt: ts('purged_at'),
    /**
     * Until when a moderator suspended the account (a ban: far in the future, `BANNED_UNTIL`);
     * null when it is not. While it runs the member cannot log in and their profile is disabled.
     */
    suspendedUntil: ts('suspended_until'),
  },
  (t) => [
    uniqueIndex('users_site_email_idx').on(t.siteId, t.email),
    check('users_credits_non_negative', sql`${t.credits} >= 0`),
  ],
);
export type UserRow = typeof users.$inferSelect;

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('regions_country_name_idx').on(t.country, t.name)],
);

export const interests = pgTable('interests', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

/** A member's profile; fictional profiles are operated by the site and flagged. */
export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    /** Null for fictional profiles without a login. */
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    /** Gender looked for. */
    seeking: text('seeking', { enum: ['male', 'female', 'both'] })
      .notNull()
      .default('both'),
    sexuality: text('sexuality').notNull(),
    birthDate: date('birth_date').notNull(),
    hairColour: text('hair_colour'),
    eyeColour: text('eye_colour'),
    bodyType: text('body_type'),
    relationshipStatus: text('relationship_status'),
    tattoos: text('tattoos'),
    signupReason: text('signup_reason'),
    country: text('country').notNull(),
    regionId: integer('region_id').references(() => regions.id),
    city: text('city'),
    about: text('about').notNull().default(''),
    /**
     * A moderator hid the about text from other members (it is kept: a reversed decision shows
     * it again). The member still sees and edits their own.
     */
    aboutHidden: boolean('about_hidden').notNull().default(false),
    notes: text('notes').notNull().default(''),
    /** Niche (1 to 7) the profile belongs to. */
    niche: integer('niche').notNull().default(1),
    fictional: boolean('fictional').notNull().default(false),
    /** A member, or a cam or resell profile (shown where the site's member_resell allows). */
    kind: text('kind', { enum: ['member', 'cam', 'resell'] })
      .notNull()
      .default('member'),
    /** A cam or resell profile's own page elsewhere (https), its call to action. */
    externalUrl: text('external_url'),
    /**
     * Kept out of every list of members (search, the swipe game, signup matches) though it logs in,
     * chats and opens by its link as any other: the demo logins, whose password the README gives.
     */
    unlisted: boolean('unlisted').notNull().default(false),
    /**
     * Whether search, the swipe game and lists may show it: an active profile, not unlisted, whose
     * account is neither invisible nor deleted. Kept by database triggers (on profiles and on
     * users), so whatever changes an account keeps it right, and search needs no join.
     */
    searchable: boolean('searchable').notNull().default(true),
    photoCount: integer('photo_count').notNull().default(0),
    lastActivity: ts('last_activity').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Member search: gender + country, newest activity first, keyset on (last_activity, id); the
    // trailing columns let the age, region and kind filters and the count read the index alone.
    index('profiles_search_idx')
      .on(t.siteId, t.gender, t.country, t.lastActivity.desc(), t.id.desc(), t.birthDate, t.regionId, t.kind)
      .where(sql`${t.searchable}`),
    index('profiles_search_region_idx')
      .on(t.regionId, t.gender, t.siteId, t.lastActivity.desc(), t.id.desc(), t.birthDate, t.kind)
      .where(sql`${t.searchable}`),
    // The count of a first load (up to the cap, with the ids counted): here the ages are one range
    // of the index, so counting reads only the rows it counts, not every one of the gender in the
    // country (or region) along the activity order.
    index('profiles_search_count_idx')
      .on(t.siteId, t.gender, t.country, t.birthDate, t.kind, t.id)
      .where(sql`${t.searchable}`),
    index('profiles_search_region_count_idx')
      .on(t.regionId, t.gender, t.siteId, t.birthDate, t.kind, t.id)
      .where(sql`${t.searchable}`),
  ],
);
export type ProfileRow = typeof profiles.$inferSelect;

export const profileInterests = pgTable(
  'profile_interests',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    interestId: integer('interest_id')
      .notNull()
      .references(() => interests.id),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.interestId] })],
);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Storage keys. */
    filename: text('filename').notNull(),
    thumbFilename: text('thumb_filename').notNull(),
    matchFilename: text('match_filename').notNull(),
    /** The small blurred preview shown in place of a photo the viewer may not see (public). */
    blurFilename: text('blur_filename').notNull().default(''),
    /** The web sizes: one key per format and width (srcset). */
    sources: jsonb('sources')
      .$type<{ format: 'avif' | 'webp'; width: number; key: string }[]>()
      .notNull()
      .default([]),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    /** A random name in the photo's storage keys: its files are found (and checked) by it. */
    token: text('token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    position: integer('position').notNull().default(0),
    isMain: boolean('is_main').notNull().default(false),
    /**
     * Shown to everyone, waiting for approval, hidden by a moderator or rejected in the photo
     * queue (core PHOTO_STATES). Only a shown photo is main, counted or seen by others; a hidden
     * one keeps its row and files so that an appeal can restore it.
     */
    moderation: text('moderation', { enum: ['shown', 'waiting', 'hidden', 'rejected'] })
      .notNull()
      .default('shown'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('photos_profile_idx').on(t.profileId, t.position),
    index('photos_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.moderation} = 'waiting'`),
    uniqueIndex('photos_token_idx').on(t.token),
  ],
);

/** The swipe game's decisions: a profile is shown once; likes made here count toward 4 a day. */
export const swipes = pgTable(
  'swipes',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    targetProfileId: integer('target_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    liked: boolean('liked').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.targetProfileId] }),
    index('swipes_likes_idx').on(t.profileId, t.liked, t.at.desc()),
  ],
);

/** A like from one profile to another; like_new until the liked member opens it. */
export const likes = pgTable(
  'likes',
  {
    fromProfileId: integer('from_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    toProfileId: integer('to_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    likeNew: boolean('like_new').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fromProfileId, t.toProfileId] }),
    // Received likes are read new ones first, then newest (likes.php, chats.php); sent ones
    // newest first: each read in its index's order, with no sort. The other profile last breaks
    // ties, so that a load more continues from a like by its place in the index (keyset).
    index('likes_to_idx').on(t.toProfileId, t.likeNew.desc(), t.createdAt.desc(), t.fromProfileId.desc()),
    index('likes_from_idx').on(t.fromProfileId, t.createdAt.desc(), t.toProfileId.desc()),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerProfileId: integer('blocker_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    blockedProfileId: integer('blocked_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerProfileId, t.blockedProfileId] }),
    index('blocks_blocked_idx').on(t.blockedProfileId),
  ],
);

/** A conversation between two profiles (profile_a < profile_b). */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    profileA: integer('profile_a')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    profileB: integer('profile_b')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    unreadA: integer('unread_a').notNull().default(0),
    unreadB: integer('unread_b').notNull().default(0),
    /** A side that deleted the conversation no longer sees it until a new message arrives. */
    deletedByA: boolean('deleted_by_a').notNull().default(false),
    deletedByB: boolean('deleted_by_b').notNull().default(false),
    /**
     * A side has sent a message here (decisions.md: a free member's conversation counts once they
     * have written in it). Kept so that the count reads conversations, not every message sent.
     */
    wroteA: boolean('wrote_a').notNull().default(false),
    wroteB: boolean('wrote_b').notNull().default(false),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.profileA, t.profileB),
    index('conversations_b_idx').on(t.profileB, t.lastMessageAt.desc()),
    index('conversations_a_idx').on(t.profileA, t.lastMessageAt.desc()),
    check('conversations_ordered', sql`${t.profileA} < ${t.profileB}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderProfileId: integer('sender_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['text', 'photo', 'gift'] })
      .notNull()
      .default('text'),
    body: text('body').notNull(),
    /** Idempotency key from the client, so a retried send is stored once. */
    clientId: text('client_id'),
    creditsCharged: integer('credits_charged').notNull().default(0),
    sentAt: ts('sent_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('messages_client_idx').on(t.senderProfileId, t.clientId),
  ],
);

/**
 * Members with a live chat connection (WebSocket), per server process: a push is sent only to a
 * member with none. Each process refreshes `seen_at` of its rows while it runs; rows of
 * a process that died stop counting once `seen_at` is old.
 */
export const livePresence = pgTable(
  'live_presence',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processId: text('process_id').notNull(),
    sockets: integer('sockets').notNull(),
    seenAt: ts('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.processId] })],
);

/** Append-only credit ledger: every change of users.credits has a row here, in the same transaction. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason', {
      enum: ['signup', 'purchase', 'message', 'photo', 'gift', 'refund', 'adjustment'],
    }).notNull(),
    /** What caused it (message id, order id, ...), unique per reason so it is applied once. */
    reference: text('reference'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.id),
    uniqueIndex('credit_ledger_reference_idx').on(t.reason, t.reference),
    check('credit_ledger_balance_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * A member's spending limits (issue 38): what is in force, and a looser wish waiting until
 * `pending_from` (core's changeSpendingLimits decides which is which). No row: no limits.
 */
export const spendingLimits = pgTable(
  'spending_limits',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    limitPeriod: text('limit_period', { enum: ['day', 'month'] }),
    limitCredits: integer('limit_credits'),
    coolOffUntil: ts('cool_off_until'),
    /** Whether a wish is waiting; its values are the pending_* columns. */
    pending: boolean('pending').notNull().default(false),
    pendingPeriod: text('pending_period', { enum: ['day', 'month'] }),
    pendingCredits: integer('pending_credits'),
    pendingCoolOffUntil: ts('pending_cool_off_until'),
    pendingFrom: ts('pending_from'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('spending_limits_limit_whole', sql`(${t.limitPeriod} is null) = (${t.limitCredits} is null)`),
    check('spending_limits_limit_positive', sql`${t.limitCredits} is null or ${t.limitCredits} >= 0`),
    check('spending_limits_pending_positive', sql`${t.pendingCredits} is null or ${t.pendingCredits} >= 0`),
  ],
);

export const creditPackages = pgTable('credit_packages', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  country: text('country').notNull(),
  credits: integer('credits').notNull(),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  currency: text('currency').notNull(),
  popular: boolean('popular').notNull().default(false),
  active: boolean('active').notNull().default(true),
});

export const discountCodes = pgTable('discount_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  country: text('country'),
  /** Only this user may use it, when set. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expires: ts('expires'),
  valuePercentage: numeric('value_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency'),
  minimumOrderValue: numeric('minimum_order_value', { precision: 10, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  validity: text('validity', { enum: ['once', 'once-per-user', 'unlimited'] })
    .notNull()
    .default('once-per-user'),
  paymentMethods: jsonb('payment_methods').$type<string[]>().notNull().default([]),
});
export type DiscountCodeRow = typeof discountCodes.$inferSelect;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    packageId: integer('package_id').references(() => creditPackages.id),
    credits: integer('credits').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    status: text('status', { enum: ['pending', 'processing', 'completed', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** The payment country (its packages, methods and VAT). */
    country: text('country').notNull().default(''),
    /** The package's price before the discount (VAT included). */
    originalAmount: numeric('original_amount', { precision: 10, scale: 2 }).notNull().default('0'),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    vatPercentage: numeric('vat_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** The payment provider and its payment's id (sandbox, mollie). */
    provider: text('provider'),
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at'),
    completedAt: ts('completed_at'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('orders_provider_payment_idx').on(t.provider, t.providerPaymentId),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/**
 * The built-in sandbox payment provider's own payments (its "bank"): the hosted checkout page
 * sets their status, and its webhook tells the server, which reads the status back from here.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  method: text('method').notNull(),
  status: text('status', { enum: ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] })
    .notNull()
    .default('open'),
  redirectUrl: text('redirect_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at'),
});

/** What the payment provider reported; provider + provider_id is unique so a payment is credited once. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    status: text('status').notNull(),
    payload: jsonb('payload'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_provider_idx').on(t.provider, t.providerId)],
);

/**
 * A direct debit authorisation waiting for its SMS code: the account, the address, the mobile
 * number the code went to (only its hash is kept), for one package. Confirmed, it places the order.
 */
export const directDebitRequests = pgTable(
  'direct_debit_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => creditPackages.id),
    accountHolder: text('account_holder').notNull(),
    iban: text('iban').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    status: text('status', { enum: ['sms_sent', 'confirmed', 'failed'] })
      .notNull()
      .default('sms_sent'),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('direct_debit_requests_user_idx').on(t.userId, t.createdAt)],
);

/** Every text message the embedded SMS adapter sent (no SMS provider configured). */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  toNumber: text('to_number').notNull(),
  text: text('text').notNull(),
  createdAt: ts('created_at').notNull(),
});

/**
 * A discount code's use by an order, written with the order (in its transaction): it holds the
 * code while the order is open, is deleted when the order fails, is cancelled or expires (the
 * code is free again), and stays when it completes (the redemption). The partial unique indexes
 * let one row at a time hold a code: per member for a once-per-user code, at all for a 'once'.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    /**
     * What this use holds alone: 'member' (a once-per-user code, for this member), 'code' (a
     * 'once' code, for everyone), null (nothing: an unlimited code, or a second use recorded
     * before uses were reserved).
     */
    holds: text('holds', { enum: ['member', 'code'] }),
  },
  (t) => [
    index('discount_redemptions_code_user_idx').on(t.discountCodeId, t.userId),
    uniqueIndex('discount_redemptions_member_idx')
      .on(t.discountCodeId, t.userId)
      .where(sql`${t.holds} = 'member'`),
    uniqueIndex('discount_redemptions_code_idx')
      .on(t.discountCodeId)
      .where(sql`${t.holds} = 'code'`),
  ],
);

/** Server-side sessions: only the SHA-256 of the random token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Login attempts, by the e-mail address tried (lower case) whether or not an account has it, so
 * the lockout answers alike for every address and does not tell which ones have accounts.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    /**
     * The device the attempt came from: the nonce of a signed device cookie this account was
     * given at an earlier login (http/device-cookie.ts), or null for an unknown device. A known
     * device's attempts are counted apart from the address's (the login lockout).
     */
    device: text('device'),
    success: boolean('success').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    index('login_attempts_user_idx').on(t.userId, t.at.desc()),
    index('login_attempts_email_idx').on(t.email, t.at.desc()),
    index('login_attempts_device_idx')
      .on(t.device, t.at.desc())
      .where(sql`${t.device} is not null`),
  ],
);

/** One-time e-mail tokens (activation, password reset, mail change, reactivation); hash only. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['activation', 'password_reset', 'mail_change', 'reactivation'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    payload: jsonb('payload'),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.kind)],
);

/** The eight e-mail preferences of spec point 3, and the discreet option. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newConversations: boolean('new_conversations').notNull().default(true),
  newMessages: boolean('new_messages').notNull().default(true),
  like: boolean('like').notNull().default(true),
  unreadMessageReminders: boolean('unread_message_reminders').notNull().default(true),
  promotions: boolean('promotions').notNull().default(true),
  weeklyUpdates: boolean('weekly_updates').notNull().default(true),
  news: boolean('news').notNull().default(true),
  reminders: boolean('reminders').notNull().default(true),
  /** Discreet: pushes and mails about new messages name no one and show no photo. */
  discreet: boolean('discreet').notNull().default(false),
});

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expirationTime: doublePrecision('expiration_time'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** Traffic source of a visitor or member (network, ref, sub1..3). */
export const trackingRecords = pgTable('tracking_records', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  network: text('network'),
  ref: text('ref'),
  sub1: text('sub1'),
  sub2: text('sub2'),
  sub3: text('sub3'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const complaints = pgTable('complaints', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  kind: text('kind').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  status: text('status', { enum: ['open', 'handled'] })
    .notNull()
    .default('open'),
  createdAt: ts('created_at').notNull(),
});

export const pageBounces = pgTable('page_bounces', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  path: text('path'),
  ip: text('ip'),
  at: ts('at').notNull(),
});

/** Fixed-window rate-limit counters, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * The durable job queue (mail, the purge of deleted accounts): one table, claimed with
 * `FOR UPDATE SKIP LOCKED`, so it serves PGlite (one connection) and any number of PostgreSQL
 * processes alike. A claimed job holds a lease (`locked_until`): when its process dies, the
 * lease runs out and another claims it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    runAt: ts('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    /** At most one pending or finished job per key (e.g. one purge per account). */
    uniqueKey: text('unique_key').unique(),
    createdAt: ts('created_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;

/** Every mail the embedded mail adapter sent (no SMTP configured): the dev mailbox lists them. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    /** The whole message as nodemailer wrote it (RFC 5322). */
    raw: text('raw').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress, t.id)],
);
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The lander editor's landers: each one's draft and, once published, the definition visitors see
 * at `/landers/custom/{slug}` (both checked by the landers schema of the contract).
 */
export const landers = pgTable('landers', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  draft: jsonb('draft').notNull(),
  published: jsonb('published'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull(),
  publishedAt: ts('published_at'),
});
export type LanderRow = typeof landers.$inferSelect;

/** One kept message or photo: a message's text, or a photo's storage key. */
export interface KeptItem {
  kind: 'text' | 'photo' | 'gift';
  text: string;
  /** A photo's storage key. */
  key: string | null;
  sentAt: string | null;
}

/**
 * What a report keeps: the reported message or photo, or (a report of a conversation) the
 * reported member's latest messages in it, with their ids.
 */
export type ReportEvidence = KeptItem | { kind: 'conversation'; messages: (KeptItem & { id: number })[] };

/**
 * Reports of members, by a member or a visitor (with an e-mail address for the answer). What was
 * reported is copied into `evidence` when the report is made, so a message or photo the sender
 * deletes later is still there for the moderator. `subject` names the reported thing
 * (`profile`, `chat`, `message:<id>`, `photo:<id>`): one reporter's reports of one thing count once.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    reporterUserId: integer('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A visitor's address for the answer; null for a member's report. */
    reporterEmail: text('reporter_email'),
    reportedProfileId: integer('reported_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    place: text('place', {
      enum: ['profile', 'chat', 'message', 'chat_photo', 'swipe_card', 'likes_entry'],
    }).notNull(),
    reason: text('reason', {
      enum: ['fake_profile', 'scam', 'spam', 'offensive', 'under_18', 'explicit_photo', 'other'],
    }).notNull(),
    /** The queue's order: 0 first (core's `reportSeverity`). */
    severity: integer('severity').notNull(),
    subject: text('subject').notNull(),
    note: text('note').notNull().default(''),
    /** The reported message's id (no reference: the copy outlives the message). */
    messageId: bigint('message_id', { mode: 'number' }),
    evidence: jsonb('evidence').$type<ReportEvidence>(),
    status: text('status', { enum: ['open', 'dismissed', 'actioned'] })
      .notNull()
      .default('open'),
    createdAt: ts('created_at').notNull(),
    handledAt: ts('handled_at'),
  },
  (t) => [
    uniqueIndex('reports_member_subject_idx')
      .on(t.reporterUserId, t.reportedProfileId, t.subject)
      .where(sql`${t.reporterUserId} is not null`),
    uniqueIndex('reports_visitor_subject_idx')
      .on(t.reporterEmail, t.reportedProfileId, t.subject)
      .where(sql`${t.reporterEmail} is not null`),
    index('reports_queue_idx')
      .on(t.siteId, t.severity, t.createdAt)
      .where(sql`${t.status} = 'open'`),
    index('reports_reported_idx').on(t.reportedProfileId, t.createdAt.desc()),
  ],
);
export type ReportRow = typeof reports.$inferSelect;

/**
 * What moderators did, append-only: a trigger refuses every UPDATE and DELETE, so nobody (nor
 * the server) can edit the record a member's appeal and the transparency report rely on. No
 * references: a row outlives the accounts and reports it names.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    reportId: integer('report_id'),
    profileId: integer('profile_id').notNull(),
    userId: integer('user_id'),
    moderatorUserId: integer('moderator_user_id').notNull(),
    action: text('action', {
      enum: ['dismiss', 'warn', 'hide_photo', 'hide_text', 'suspend', 'ban', 'reject_photo'],
    }).notNull(),
    ground: text('ground').notNull(),
    reason: text('reason').notNull(),
    /** hide_photo: the photo's id and storage key. */
    photoId: integer('photo_id'),
    photoKey: text('photo_key'),
    /** suspend, ban: when it ends. */
    until: ts('until'),
    /**
     * The SHA-256 of the statement's appeal link token (the mail holds the token itself): the link
     * works without a session, for a member who can no longer log in.
     */
    appealTokenHash: text('appeal_token_hash'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('moderation_actions_profile_idx').on(t.profileId, t.createdAt.desc()),
    uniqueIndex('moderation_actions_appeal_token_idx').on(t.appealTokenHash),
  ],
);

/**
 * A member's appeal of a moderation action, append-only as the action log (a trigger refuses
 * UPDATE and DELETE): one per action. Its decision is a row of `appeal_decisions`, never a change
 * here, so the record of what the member wrote and when cannot be edited afterwards.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    actionId: integer('action_id').notNull(),
    profileId: integer('profile_id').notNull(),
    userId: integer('user_id'),
    text: text('text').notNull(),
    /** Where it came from: the member's notifications page, or the mailed link. */
    via: text('via', { enum: ['member', 'link'] }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('appeals_action_idx').on(t.actionId),
    index('appeals_site_idx').on(t.siteId, t.createdAt),
  ],
);
export type AppealRow = typeof appeals.$inferSelect;

/**
 * A moderator's decision on an appeal, append-only: uphold or reverse, with the reason the member
 * is sent. One per appeal (the unique index): an open appeal is one without a decision.
 */
export const appealDecisions = pgTable(
  'appeal_decisions',
  {
    id: serial('id').primaryKey(),
    appealId: integer('appeal_id').notNull(),
    moderatorUserId: integer('moderator_user_id').notNull(),
    outcome: text('outcome', { enum: ['upheld', 'reversed'] }).notNull(),
    reason: text('reason').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('appeal_decisions_appeal_idx').on(t.appealId)],
);
