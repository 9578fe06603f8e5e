import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A password's argon2id hash (the library's default algorithm, with its default cost). */
export const hashPassword = (password: string): Promise<string> => hash(password);

// A real hash to check against when no account has the address, so both paths take as long.
let dummyHash: Promise<string> | undefined;

/**
 * Whether a password matches a hash. Without a hash (no such account) a real hash is checked
 * anyway and false answered, so the time taken does not tell whether the account exists.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hash('not a password of anyone');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/**
 * A token's SHA-256 (sessions, e-mail links): only this is stored, so a copy of the database
 * opens no session. Tokens are 32 random bytes, so a fast hash is enough.
 */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
