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
