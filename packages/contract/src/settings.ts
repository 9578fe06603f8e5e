import * as z from 'zod/mini';
import { defineCall } from './call';
import { endpoints } from './endpoints';
import { countryCode } from './common';

export const minimumMessageCost = z.object({ costs: z.number(), currency: z.string() });

/** The site settings of spec point 3, as the API answers them. */
export const settingsSchema = z.object({
  name: z.string(),
  index_title: z.string(),
  description: z.string(),
  domain: z.string(),
  domain_language: z.string(),
  countries: z.array(z.string()),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.boolean(),
  geoip_country: z.nullable(z.string()),
  geoip_selected_country: z.nullable(z.string()),
  cdn_prefix: z.string(),
  message_credits: z.number(),
  photo_credits: z.number(),
  gift_credits: z.number(),
  signup_credits: z.number(),
  message_length: z.number(),
  minimum_message_costs: z.record(z.string(), minimumMessageCost),
  support_email: z.string(),
  support_phone: z.string(),
  enable_site_entry_popup: z.boolean(),
  /** Countries (ISO codes) where the site-entry popup shows; null or empty: every country. */
  site_entry_popup_countries: z.nullable(z.array(countryCode)),
  push_public_key: z.nullable(z.string()),
  search_fields: z.array(z.string()),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  fictional_icon: z.string(),
  refund_days: z.number(),
  signups: z.string(),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  member_resell: z.boolean(),
  niche: z.int().check(z.minimum(1), z.maximum(7)),
  company_id: z.int(),
  mail_name: z.string(),
  /** The youngest age that may sign up (decisions.md: 18). */
  min_age: z.int(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const getSettings = defineCall({
  ...endpoints.getSettings,
  summary: 'The settings of the site serving this request (host override and route query allowed).',
  // The route query is passed through as is, so unknown keys are allowed here.
  query: z.looseObject({
    host: z.optional(z.string().check(z.maxLength(253))),
    country: z.optional(z.string()),
  }),
  response: settingsSchema,
  errors: ['not_found'],
  auth: 'visitor',
  changesState: false,
});
