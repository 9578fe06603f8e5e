import { randomBytes } from 'node:crypto';
import type { MemberCard, SignupBody, User } from '@amori/contract';
import {
  ACTIVATION_LINK_DAYS,
  dateOfBirthProblem,
  emailValid,
  isLocale,
  nameProblem,
  passwordProblem,
  sexualityOf,
  signupsOpen,
  type PasswordProblem,
} from '@amori/core';
import { countryOfIp } from '../../adapters/geo';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import type { SiteRow, UserRow } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { memberChanged, type Events } from '../../lib/events';
import { hashPassword, hashToken } from '../../lib/hashing';
import { findMember, type Member } from '../../plugins/session';
import type { Credits } from '../credits/credits.service';
import { profileIdOf, type Directory } from '../directory/directory.service';
import type { Mail } from '../mail/mail.service';
import type { MailKind } from '../mail/mail.templates';
import { toUser } from '../user/user.service';
import * as repo from './account.repository';

/** What signing up needs (account.service's factory binds these functions too). */
export interface SignupDeps {
  db: Database;
  now: Clock;
  storage: Storage;
  events: Events;
  credits: Credits;
  mail: Mail;
  /** Cards of the members a new member is shown. */
  directory: Directory;
}

const DAY = 86_400_000;

/** The error of a password the rule refuses, with the form's message. */
export function passwordError(problem: PasswordProblem): ApiError {
  const messages: Record<PasswordProblem, string> = {
    password_too_short: 'Use at least 10 characters.',
    password_too_long: 'Use at most 128 characters.',
    password_common: 'This password is too common; choose another.',
    password_personal: 'Do not use your e-mail address or name as your password.',
  };
  return new ApiError(400, problem, messages[problem]);
}

export const emailTaken = () =>
  new ApiError(409, 'email_taken', 'This email address already owns an account on this website.');

/** A new random token for a mailed link (32 bytes, base64url); only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * Stores a mailed link's token and queues its mail, in one transaction: the mail goes out only
 * when the token exists. Earlier unused tokens of the kind stop working.
 */
export async function mailLink(
  deps: Pick<SignupDeps, 'now' | 'mail'>,
  tx: Database,
  link: {
    user: Pick<UserRow, 'id' | 'siteId' | 'language'>;
    to: string;
    name: string | null;
    kind: 'activation' | 'password_reset' | 'mail_change' | 'reactivation';
    validMs: number;
    path: (token: string) => string;
    /** Where the visitor asked from (http/request-origin.ts): the link's origin when it is the site's. */
    origin: string | undefined;
    payload?: unknown;
  },
): Promise<void> {
  const now = deps.now();
  const token = newToken();
  const expires = new Date(now.getTime() + link.validMs);
  await repo.expireTokens(tx, link.user.id, link.kind, now);
  await repo.insertToken(tx, {
    userId: link.user.id,
    kind: link.kind,
    tokenHash: hashToken(token),
    payload: link.payload ?? null,
    expiresAt: expires,
    createdAt: now,
  });
  const kinds: Record<typeof link.kind, MailKind> = {
    activation: 'activation',
    password_reset: 'passwordReset',
    mail_change: 'mailChange',
    reactivation: 'reactivation',
  };
  await deps.mail.queue(tx, {
    kind: kinds[link.kind],
    siteId: link.user.siteId,
    userId: link.user.id,
    to: link.to,
    locale: link.user.language,
    name: link.name,
    path: link.path(token),
    origin: link.origin,
    expires: expires.toISOString(),
  });
}

/** Checks every signup rule of spec point 5 (as the form does), each with its own code and message. */
function checkSignup(site: SiteRow, body: SignupBody, now: Date): string {
  if (!signupsOpen({ signups: site.signups }, body.tracking?.network))
    throw new ApiError(403, 'signups_closed', 'Signing up is by invitation only.');
  const email = body.email.trim().toLowerCase();
  if (!emailValid(email)) throw new ApiError(400, 'email_invalid', 'Invalid email');
  const name = nameProblem(body.name, email);
  if (name === 'name_is_email')
    throw new ApiError(400, name, 'Username may not be the same as your e-mail address');
  if (name === 'name_starts_with_at') throw new ApiError(400, name, 'Username may not start with @');
  if (name) throw new ApiError(400, name, 'Enter a username of at most 30 characters.');
  const birth = dateOfBirthProblem(body.date_of_birth, site.minAge, now);
  if (birth === 'missing')
    throw new ApiError(400, 'date_of_birth_invalid', `Enter your date of birth (${site.minAge}+)`, {
      min_age: site.minAge,
    });
  if (birth)
    throw new ApiError(400, 'date_of_birth_invalid', 'Invalid date of birth.', { min_age: site.minAge });
  const password = passwordProblem(body.password, { email, name: body.name });
  if (password) throw passwordError(password);
  return email;
}

/**
 * Signs a visitor up on a site: the account (not_confirmed) and its profile (disabled until the
 * address is confirmed), the tracking record, `signup_credits` through the ledger, the signup
 * message to the member it was written to, the activation mail. Answers the user, whose session
 * the route then starts. `address`: the visitor's (its country is the profile's by default).
 */
export async function signup(
  deps: SignupDeps,
  site: SiteRow,
  body: SignupBody,
  visitor: { address: string; origin: string },
): Promise<{ user: User }> {
  const { address } = visitor;
  const now = deps.now();
  const email = checkSignup(site, body, now);
  const geo = countryOfIp(address);
  const country = body.country ?? (geo && site.countries.includes(geo) ? geo : (site.countries[0] ?? 'NL'));
  if (!site.countries.includes(country))
    throw new ApiError(400, 'validation_failed', 'This site does not serve that country', {
      fields: [{ path: 'body.country', message: 'Not a country of this site' }],
    });
  const regionId =
    body.region_id && (await repo.regionInCountry(deps.db, body.region_id, country)) ? body.region_id : null;
  if (body.member_id !== undefined && !(await repo.findTargetProfile(deps.db, site.id, body.member_id)))
    throw notFound('Member not found');
  if (await repo.findUserByEmail(deps.db, site.id, email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  const language =
    body.language ?? (isLocale(site.domainLanguage.slice(0, 2)) ? site.domainLanguage.slice(0, 2) : 'en');
  const name = body.name.trim();

  let userId: number;
  let profileId: number;
  try {
    ({ userId, profileId } = await deps.db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        siteId: site.id,
        email,
        passwordHash,
        status: 'not_confirmed',
        language,
        signupDate: now,
        signupMessage: body.signup_message,
      });
      const profile = await repo.insertProfile(tx, {
        userId: user.id,
        siteId: site.id,
        name,
        status: 'disabled',
        gender: body.gender,
        seeking: body.seeking,
        sexuality: sexualityOf(body.gender, body.seeking),
        birthDate: body.date_of_birth,
        country,
        regionId,
        city: body.city || null,
        about: body.about ?? '',
        niche: site.niche,
        lastActivity: now,
        createdAt: now,
      });
      await repo.insertPreferences(tx, user.id);
      const tracking = body.tracking;
      if (tracking && Object.values(tracking).some(Boolean)) {
        await repo.insertTracking(tx, {
          userId: user.id,
          network: tracking.network ?? null,
          ref: tracking.ref ?? null,
          sub1: tracking.sub1 ?? null,
          sub2: tracking.sub2 ?? null,
          sub3: tracking.sub3 ?? null,
          createdAt: now,
        });
      }
      if (site.signupCredits > 0) {
        await deps.credits.change(tx, {
          userId: user.id,
          delta: site.signupCredits,
          reason: 'signup',
          reference: `signup:${user.id}`,
        });
      }
      if (body.member_id !== undefined)
        await repo.insertFirstMessage(tx, profile.id, body.member_id, body.signup_message, now);
      await mailLink(deps, tx, {
        user,
        to: email,
        name,
        kind: 'activation',
        validMs: ACTIVATION_LINK_DAYS * DAY,
        path: (token) => `/activate/done?token=${token}`,
        origin: visitor.origin,
      });
      return { userId: user.id, profileId: profile.id };
    }));
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  // The first message opened a conversation in the other member's list.
  if (body.member_id !== undefined)
    await deps.events.emit({ type: 'chatsChanged', profiles: [profileId, body.member_id] });
  return { user: toUser((await findMember(deps.db, userId))!, deps.storage) };
}

/**
 * Confirms an address with its activation token. A link opened again after it worked (a mail
 * program that opened it first, a second click) says it worked: the account is confirmed.
 */
export async function activate(deps: SignupDeps, token: string): Promise<{ ok: true }> {
  const now = deps.now();
  const hash = hashToken(token);
  const used = await repo.consumeToken(deps.db, hash, 'activation', now);
  if (!used) {
    const earlier = await repo.findToken(deps.db, hash, 'activation');
    const user = earlier?.usedAt ? await repo.findUser(deps.db, earlier.userId) : undefined;
    if (user?.status === 'confirmed') return { ok: true };
  }
  const userId = used?.userId;
  if (userId === undefined) {
    throw new ApiError(400, 'token_invalid', 'Activation failed; something went wrong, contact support');
  }
  await deps.db.transaction((tx) => repo.confirmAccount(tx, userId));
  await deps.events.emit(memberChanged(userId));
  return { ok: true };
}

/** Mails the activation link again (a newer link replaces the older), asked from `origin`. */
export async function resendActivation(
  deps: SignupDeps,
  member: Member,
  origin: string,
): Promise<{ ok: true }> {
  const { user } = member;
  if (user.status !== 'not_confirmed') return { ok: true };
  await deps.db.transaction((tx) =>
    mailLink(deps, tx, {
      user,
      to: user.email,
      name: member.profile?.name ?? null,
      kind: 'activation',
      validMs: ACTIVATION_LINK_DAYS * DAY,
      path: (token) => `/activate/done?token=${token}`,
      origin,
    }),
  );
  return { ok: true };
}

/** Members who fit what a new member entered (`/signup-matches`). */
export async function signupMatches(deps: SignupDeps, member: Member): Promise<{ profiles: MemberCard[] }> {
  const profileId = profileIdOf(member);
  const profile = await repo.profileOfUser(deps.db, member.user.id);
  if (!profile) return { profiles: [] };
  const ids = await repo.matchIds(
    deps.db,
    {
      siteId: profile.siteId,
      profileId,
      gender: profile.gender,
      seeking: profile.seeking,
      country: profile.country,
      birthDate: profile.birthDate,
    },
    await deps.directory.blockedWith(profileId),
    12,
  );
  const cards = await deps.directory.cardsById(ids);
  return { profiles: ids.map((id) => cards.get(id)).filter((c): c is MemberCard => !!c) };
}
