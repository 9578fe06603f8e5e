import type { DiscountCode, MemberCard } from '@amori/contract';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { UserWithProfile } from '../user/user.repository';
import * as repo from './social.repository';

/** Time bonus (spec point 9): 25 % during the first 4 hours after signup, for members who have not paid. */
export const TIME_BONUS = { code: 'TIMEBONUS25', percentage: 25, windowMs: 14_400_000 } as const;
/** Welcome discount (decisions.md): 25 % on the first purchase, 7 days from signup. */
export const WELCOME = { code: 'WELCOME25', percentage: 25, windowMs: 7 * 86_400_000 } as const;

export function ageOn(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

export function toCard(row: repo.CardRow, storage: Storage, now: Date): MemberCard {
  const p = row.profile;
  return {
    id: p.id,
    name: p.name,
    age: ageOn(p.birthDate, now),
    gender: p.gender,
    country: p.country,
    region: row.region,
    city: p.city,
    fictional: p.fictional,
    main_image: row.photo
      ? {
          filename: storage.url(row.photo.filename),
          thumb_filename: storage.url(row.photo.thumbFilename),
          match: storage.url(row.photo.matchFilename),
        }
      : null,
    photo_count: p.photoCount,
    last_activity: p.lastActivity.toISOString(),
  };
}

export async function cardsById(db: Database, storage: Storage, ids: number[], now: Date) {
  const rows = await repo.findCards(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.profile.id, toCard(r, storage, now)]));
}

export function profileIdOf(current: UserWithProfile): number {
  if (!current.profile) throw new ApiError(404, 'not_found', 'This account has no profile');
  return current.profile.id;
}

interface CodeRow {
  code: string;
  country: string | null;
  userId: number | null;
  expires: Date | null;
  valuePercentage: number;
  currency: string | null;
  minimumOrderValue: number;
  status: 'active' | 'inactive';
  validity: 'once' | 'once-per-user' | 'unlimited';
  paymentMethods: string[];
}

export function toDiscountCode(row: CodeRow, now: Date): DiscountCode {
  return {
    code: row.code,
    country: row.country,
    user_id: row.userId,
    expires: row.expires?.toISOString() ?? null,
    value_percentage: row.valuePercentage,
    percentage: row.valuePercentage,
    currency: row.currency,
    minimum_order_value: row.minimumOrderValue,
    minimum: row.minimumOrderValue,
    status: row.status,
    validity: row.validity,
    expired: row.expires !== null && row.expires.getTime() <= now.getTime(),
    paymentmethods: row.paymentMethods,
  };
}

const codeNotFound = () => new ApiError(404, 'code_not_found', 'Code not found');
const codeUsed = () => new ApiError(409, 'code_already_used', 'Code already used');

/**
 * The discount code a member may use: with `welcome`, the running time bonus (first 4 hours,
 * not paid), else the welcome discount (7 days, no purchase yet); with `code`, that code.
 */
export async function discountFor(
  db: Database,
  current: UserWithProfile,
  query: { welcome?: string | undefined; code?: string | undefined },
  now: Date,
): Promise<DiscountCode> {
  const { user } = current;
  const sinceSignup = now.getTime() - user.signupDate.getTime();
  const country = current.profile?.country ?? null;
  if (query.code) {
    const row = await repo.findDiscountCode(db, query.code.toUpperCase());
    if (!row || row.status !== 'active' || (row.userId !== null && row.userId !== user.id))
      throw codeNotFound();
    if (row.country && country && row.country !== country) throw codeNotFound();
    if (row.validity === 'once' && (await repo.redemptionCount(db, row.id)) > 0) throw codeUsed();
    if (row.validity === 'once-per-user' && (await repo.redemptionCount(db, row.id, user.id)) > 0)
      throw codeUsed();
    return toDiscountCode(row, now);
  }
  if (query.welcome === 'true' || query.welcome === '1') {
    const personal = (code: string, percentage: number, windowMs: number): DiscountCode =>
      toDiscountCode(
        {
          code,
          country,
          userId: user.id,
          expires: new Date(user.signupDate.getTime() + windowMs),
          valuePercentage: percentage,
          currency: null,
          minimumOrderValue: 0,
          status: 'active',
          validity: 'once-per-user',
          paymentMethods: [],
        },
        now,
      );
    const used = async (code: string) => {
      const row = await repo.findDiscountCode(db, code);
      return row ? (await repo.redemptionCount(db, row.id, user.id)) > 0 : false;
    };
    if (
      !user.paidUser &&
      sinceSignup >= 0 &&
      sinceSignup < TIME_BONUS.windowMs &&
      !(await used(TIME_BONUS.code))
    ) {
      return personal(TIME_BONUS.code, TIME_BONUS.percentage, TIME_BONUS.windowMs);
    }
    if (
      sinceSignup >= 0 &&
      sinceSignup < WELCOME.windowMs &&
      (await repo.completedOrderCount(db, user.id)) === 0 &&
      !(await used(WELCOME.code))
    ) {
      return personal(WELCOME.code, WELCOME.percentage, WELCOME.windowMs);
    }
  }
  throw codeNotFound();
}
