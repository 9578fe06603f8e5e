import * as z from 'zod/mini';

/** Every stable error code the API answers with. The site maps each to a translated message. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unsupported_media_type',
  'payload_too_large',
  'not_found',
  'method_not_allowed',
  'authentication_required',
  'forbidden',
  'login_failed',
  'account_locked',
  'rate_limited',
  'internal_error',
  'service_unavailable',
  'csrf_rejected',
  'code_not_found',
  'code_already_used',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorEnvelope = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Extra data for some codes, e.g. `{ minutes }` for account_locked. */
    details: z.optional(z.record(z.string(), z.unknown())),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
