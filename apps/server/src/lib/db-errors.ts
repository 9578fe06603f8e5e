/**
 * Whether a database error is a unique violation (SQLSTATE 23505), as node-postgres and PGlite
 * raise it or as drizzle wraps it (in `cause`): another request took the key meanwhile.
 */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505');
