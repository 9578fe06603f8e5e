/**
 * Calls the server branch is adding to @amori/contract (same ids, methods, paths and field
 * names). TODO(contract): when it lands, delete this file and import these names from
 * '@amori/contract' instead (each importer changes one line).
 */
import { z } from 'zod';
import { defineCall } from '@amori/contract';

const clientHeader = { 'X-Request-Type': 'client' } as const;
const ok = z.object({ ok: z.literal(true) }).loose();

export const userSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: z.string(),
    status: z.string(),
    credits: z.number().int(),
    paid_user: z.boolean(),
    signup_date: z.string(),
    language: z.string(),
    notifications_disabled: z.array(z.string()),
    profile: z
      .object({
        id: z.number().int(),
        name: z.string(),
        country: z.string(),
        status: z.string(),
        main_image: z.unknown().nullable(),
      })
      .loose(),
  })
  .loose();
export type User = z.infer<typeof userSchema>;

export const login = defineCall({
  id: 'login',
  method: 'POST',
  path: '/api/user.php',
  summary: 'Logs in with e-mail and password; sets the session cookie.',
  body: z.object({ email: z.string(), password: z.string() }),
  response: z.object({ user: userSchema }),
  errors: ['login_failed', 'account_locked', 'rate_limited'],
  headers: clientHeader,
  auth: false,
});

export const getUser = defineCall({
  id: 'getUser',
  method: 'GET',
  path: '/api/user.php',
  summary: 'The logged-in user; 403 authentication_required when logged out.',
  response: userSchema,
  errors: ['authentication_required'],
  headers: clientHeader,
  auth: true,
});

export const updateUser = defineCall({
  id: 'updateUser',
  method: 'PUT',
  path: '/api/user.php',
  summary: 'Saves the chosen language of the logged-in user.',
  body: z.object({ language: z.string() }),
  response: userSchema,
  errors: ['authentication_required', 'rate_limited'],
  headers: clientHeader,
  auth: true,
});

export const logout = defineCall({
  id: 'logout',
  method: 'GET',
  path: '/api/logout.php',
  summary: 'Logs out.',
  response: ok,
  errors: [],
  auth: false,
});

export const companyInfoSchema = z
  .object({
    name: z.string(),
    address: z.string(),
    kvk: z.string(),
    city: z.string(),
    country: z.string(),
    tradenames: z.array(z.string()),
    vat_numbers: z.array(z.string()),
    support_phone: z.string(),
    delete_discount: z.number(),
    added: z.string(),
  })
  .loose();
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const getCompanyInfo = defineCall({
  id: 'getCompanyInfo',
  method: 'GET',
  path: '/api/companyinfo.php',
  summary: 'The company behind the site.',
  response: companyInfoSchema,
  errors: ['not_found'],
  auth: false,
});

export const getInterests = defineCall({
  id: 'getInterests',
  method: 'GET',
  path: '/api/interests.php',
  summary: 'Interests.',
  response: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string() }).loose()),
  errors: [],
  auth: false,
});

export const getRegions = defineCall({
  id: 'getRegions',
  method: 'GET',
  path: '/api/regions.php',
  summary: 'Regions.',
  response: z.array(z.object({ id: z.number(), country: z.string(), name: z.string() }).loose()),
  errors: [],
  auth: false,
});

export const getChats = defineCall({
  id: 'getChats',
  method: 'GET',
  path: '/api/chats.php',
  summary: 'Conversations with unread counts.',
  response: z
    .object({ chats: z.array(z.object({}).loose()), total_unread_messages: z.number().int() })
    .loose(),
  errors: ['authentication_required'],
  auth: true,
});

export const getLikes = defineCall({
  id: 'getLikes',
  method: 'GET',
  path: '/api/likes.php',
  summary: 'Likes.',
  response: z.object({ total_new_likes: z.number().int() }).loose(),
  errors: ['authentication_required'],
  auth: true,
});

export const COMPLAINT_KINDS = ['content', 'member', 'billing', 'privacy', 'other'] as const;

export const submitComplaint = defineCall({
  id: 'submitComplaint',
  method: 'POST',
  path: '/api/complaints.php',
  summary: 'Files a complaint.',
  body: z.object({
    name: z.string(),
    email: z.string(),
    kind: z.enum(COMPLAINT_KINDS),
    subject: z.string(),
    message: z.string(),
  }),
  response: ok,
  errors: ['rate_limited'],
  auth: false,
});

export const subscribePush = defineCall({
  id: 'subscribePush',
  method: 'POST',
  path: '/api/user.php',
  summary: 'Stores a push subscription of the logged-in user (POST /api/user.php?push=1).',
  query: z.object({ push: z.literal('1') }),
  body: z.object({ subscription: z.unknown() }),
  response: ok,
  errors: ['authentication_required', 'rate_limited'],
  headers: clientHeader,
  auth: true,
});
