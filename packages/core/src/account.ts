/**
 * The account rules of spec point 5 and decisions.md, shared by the signup and settings forms and
 * the server, which checks every one of them again.
 */

/** The youngest age that may sign up when the site sets none (decisions.md: `min_age`). */
export const DEFAULT_MIN_AGE = 18;
/** The oldest age a date of birth may give: an older one is a typing mistake. */
export const MAX_AGE = 120;

/** Passwords: long rather than complicated (NIST SP 800-63B); common ones refused. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 30;
export const SIGNUP_MESSAGE_MAX_LENGTH = 1000;
export const ABOUT_MAX_LENGTH = 2000;

/** How long each mailed link works. */
export const ACTIVATION_LINK_DAYS = 7;
export const RESET_LINK_HOURS = 2;
export const MAIL_CHANGE_LINK_HOURS = 24;
/** A deleted account can be reactivated within 14 days (spec point 9); then it is purged. */
export const REACTIVATION_DAYS = 14;

/**
 * Premium, for every rule that asks (the chat's conversations and photos, the photos a member may
 * see): a member who paid, and the site's staff.
 */
export const isPremium = (account: { paidUser: boolean; role: string }): boolean =>
  account.paidUser || account.role !== 'member';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const SEEKING = ['male', 'female', 'both'] as const;
export type Seeking = (typeof SEEKING)[number];

/** The e-mail notification preferences of spec point 3. */
export const NOTIFICATION_PREFERENCES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether an e-mail address looks deliverable: one @, a dotted domain, no spaces, at most 254. */
export function emailValid(email: string): boolean {
  const value = email.trim();
  return value.length <= 254 && EMAIL.test(value);
}

export type NameProblem = 'name_invalid' | 'name_is_email' | 'name_starts_with_at';

/**
 * What is wrong with a username (spec point 5): not the e-mail address ('Username may not be the
 * same as your e-mail address'), not starting with @ ('Username may not start with @'); not empty
 * and at most 30 characters.
 */
export function nameProblem(name: string, email: string): NameProblem | null {
  const value = name.trim();
  if (!value || value.length > NAME_MAX_LENGTH) return 'name_invalid';
  if (value.startsWith('@')) return 'name_starts_with_at';
  if (value.toLowerCase() === email.trim().toLowerCase()) return 'name_is_email';
  return null;
}

/** Age in whole years on a day, of a date of birth `YYYY-MM-DD`. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const age = now.getUTCFullYear() - y;
  const before = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return before ? age - 1 : age;
}

/** Whether `YYYY-MM-DD` names a day of the calendar (not 2001-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * What is wrong with a date of birth: `missing` ('Enter your date of birth ({min_age}+)'), or
 * `invalid` (the popup 'Invalid date of birth.'): not a day of the calendar, younger than
 * `min_age`, in the future, or older than 120.
 */
export function dateOfBirthProblem(
  dateOfBirth: string | null | undefined,
  minAge: number,
  now: Date,
): 'missing' | 'invalid' | null {
  if (!dateOfBirth) return 'missing';
  if (!isCalendarDate(dateOfBirth)) return 'invalid';
  const age = ageOn(dateOfBirth, now);
  if (age < minAge || age > MAX_AGE) return 'invalid';
  return null;
}

export type PasswordProblem =
  'password_too_short' | 'password_too_long' | 'password_common' | 'password_personal';

// Passwords of 10 characters or more that top the leaked-password lists; shorter ones are
// refused by length already. Checked without case and without trailing digits and symbols.
const COMMON = new Set([
  'password',
  'passwort',
  'wachtwoord',
  'motdepasse',
  'contrasena',
  'contraseña',
  'haslo',
  'salasana',
  'losenord',
  'adgangskode',
  'passord',
  'qwertyuiop',
  'qwertzuiop',
  'azertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'qwerty',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome',
  'letmein',
  'dragon',
  'monkey',
  'master',
  'superman',
  'starwars',
  'trustno',
  'whatever',
  'computer',
  'michelle',
  'jennifer',
  'liverpool',
  'chelsea',
  'arsenal',
  'pokemon',
  'babygirl',
  'lovely',
  'charlie',
  'shadow',
  'passw0rd',
  'p@ssword',
  'p@ssw0rd',
  'admin',
  'administrator',
  'changeme',
  'secret',
  'amori',
  'dating',
  'iloveu',
  'loveyou',
  'abc',
  'abcdef',
  'abcdefgh',
  'abcdefghij',
  'qazwsxedc',
  'qazwsx',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'zaq12wsx',
  'q1w2e3r4',
  'a1b2c3d4',
]);

const SEQUENCES = [
  '0123456789012345678901234567890',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiopasdfghjklzxcvbnm',
];

/** Whether a password is one everybody tries first: a common word with digits, a run, one character. */
function isCommon(password: string): boolean {
  const lower = password.toLowerCase();
  if (/^(.)\1*$/.test(lower)) return true;
  if (/^\d+$/.test(lower) && (SEQUENCES[0]!.includes(lower) || '9876543210987654321098765'.includes(lower)))
    return true;
  if (SEQUENCES.some((run) => run.includes(lower))) return true;
  const stem = lower.replace(/[\d\W_]+$/u, '').replace(/^[\d\W_]+/u, '');
  if (COMMON.has(lower) || (stem.length > 0 && COMMON.has(stem))) return true;
  // The same short piece over and over: "abcabcabca", "12121212ab".
  return /^(.{1,4})\1{2,}.{0,4}$/.test(lower);
}

/**
 * What is wrong with a new password: at least 10 characters and at most 128 (any characters:
 * no rules of composition), not a common one, and not the e-mail address or name.
 */
export function passwordProblem(
  password: string,
  personal: { email?: string; name?: string } = {},
): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  if (isCommon(password)) return 'password_common';
  const lower = password.toLowerCase();
  const email = personal.email?.trim().toLowerCase() ?? '';
  const local = email.split('@')[0] ?? '';
  const name = personal.name?.trim().toLowerCase() ?? '';
  const stem = lower.replace(/[\d\W_]+$/u, '');
  if (
    (email && lower.includes(email)) ||
    (local.length >= 4 && stem === local) ||
    (name.length >= 4 && stem === name)
  )
    return 'password_personal';
  return null;
}

/** The sexuality a signup implies from gender and the gender looked for. */
export function sexualityOf(gender: Gender, seeking: Seeking): 'straight' | 'gay' | 'bisexual' {
  if (seeking === 'both') return 'bisexual';
  return seeking === gender ? 'gay' : 'straight';
}
