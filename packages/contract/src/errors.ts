import * as z from 'zod/mini';

import { ERROR_CODES } from './error-codes';

export { ERROR_CODES, type ErrorCode } from './error-codes';

export const errorEnvelope = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Extra data for some codes, e.g. `{ minutes }` for account_locked. */
    details: z.optional(z.record(z.string(), z.unknown())),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
