import { COMPLAINT_KINDS } from '@amori/core';
import * as z from 'zod/mini';
import { defineCall } from './call';
import { endpoints } from './endpoints';
import { okSchema } from './common';

export const interestSchema = z.object({ id: z.int(), slug: z.string(), name: z.string() });
export type Interest = z.infer<typeof interestSchema>;

export const getInterests = defineCall({
  ...endpoints.getInterests,
  summary: 'Every interest a profile can list.',
  response: z.array(interestSchema),
  errors: [],
  auth: 'visitor',
  changesState: false,
  cacheSeconds: 3600,
});

export const regionSchema = z.object({ id: z.int(), country: z.string(), name: z.string() });
export type Region = z.infer<typeof regionSchema>;

export const getRegions = defineCall({
  ...endpoints.getRegions,
  summary: "The regions of every country, with each country's region label (province, state, canton, ...).",
  response: z.object({
    labels: z.record(z.string(), z.string()),
    regions: z.array(regionSchema),
  }),
  errors: [],
  auth: 'visitor',
  changesState: false,
  cacheSeconds: 3600,
});

export const companyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  /** Percentage offered to keep a member who wants to delete the account. */
  delete_discount: z.number(),
  /** ISO 8601 date-time. */
  added: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const getCompanyInfo = defineCall({
  ...endpoints.getCompanyInfo,
  summary: 'The company behind the site (footer, information pages).',
  response: companyInfoSchema,
  errors: ['not_found'],
  auth: 'visitor',
  changesState: false,
  cacheSeconds: 3600,
});

export const complaintBody = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  email: z.email().check(z.maxLength(254)),
  kind: z.enum(COMPLAINT_KINDS),
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(5000)),
});

export type SubmitComplaintBody = z.output<typeof complaintBody>;

export const submitComplaint = defineCall({
  ...endpoints.submitComplaint,
  summary: 'Files a complaint (the complaints page form); it is stored for the moderators.',
  body: complaintBody,
  response: z.extend(okSchema, { id: z.int() }),
  errors: ['rate_limited'],
  auth: 'visitor',
  changesState: true,
  rateLimit: { name: 'complaint', per: 'address' },
});
