import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sites_domain_idx').on(t.domain)],
);

export type SiteRow = typeof sites.$inferSelect;
export type NewSiteRow = typeof sites.$inferInsert;
