/** Every stable error code the API answers with. The site maps each to a translated message. */
export const ERROR_CODES = [
  'bad_request',
  'request_timeout',
  'headers_too_large',
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
  // Signup (spec point 5) and the account.
  'signups_closed',
  'email_invalid',
  'email_taken',
  'name_is_email',
  'name_starts_with_at',
  'name_invalid',
  'date_of_birth_invalid',
  'password_too_short',
  'password_too_long',
  'password_common',
  'password_personal',
  'passwords_differ',
  'old_password_wrong',
  'email_not_found',
  'reset_limit_reached',
  'token_invalid',
  'premium_required',
  'photo_limit_reached',
  'image_too_large',
  'swipe_limit_reached',
  // Chat: not enough credits for a message (the client offers /credits), and a reply
  // to a member whose e-mail address is not confirmed yet (spec point 4).
  'insufficient_credits',
  'recipient_unconfirmed',
  // The member's own spending limits (issue 38): past the day's or month's limit, or in a cool-off.
  'spending_limit_reached',
  'spending_cool_off',
  // Discount codes at checkout, and payments.
  'code_expired',
  'code_wrong_currency',
  'code_below_minimum',
  'code_wrong_payment_method',
  'payment_method_unavailable',
  'payment_unavailable',
  // Direct debit.
  'direct_debit_required',
  'iban_invalid',
  'mobile_invalid',
  'authorisation_required',
  'direct_debit_blocked',
  'direct_debit_limit',
  'sms_code_invalid',
  // Moderation: a suspended or banned member's login (details.until: when it ends; null: banned).
  'account_suspended',
  // Appeals: one per action; one decision per appeal.
  'already_appealed',
  'appeal_decided',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const knownCodes: ReadonlySet<string> = new Set(ERROR_CODES);

/** The error of an answer when it is the API's envelope `{ error: { code, message, details? } }`. */
export function readErrorEnvelope(
  payload: unknown,
): { code: ErrorCode; message: string; details?: Record<string, unknown> } | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const error = (payload as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, details } = error as Record<string, unknown>;
  if (typeof code !== 'string' || !knownCodes.has(code) || typeof message !== 'string') return null;
  if (details !== undefined && (typeof details !== 'object' || details === null || Array.isArray(details)))
    return null;
  return {
    code: code as ErrorCode,
    message,
    ...(details ? { details: details as Record<string, unknown> } : {}),
  };
}
