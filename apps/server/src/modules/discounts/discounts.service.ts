import type { DiscountCode } from '@amori/contract';
import {
  TIME_BONUS_CODE,
  TIME_BONUS_PERCENTAGE,
  TIME_BONUS_WINDOW_SECONDS,
  timeBonusState,
  WELCOME_DISCOUNT_CODE,
  WELCOME_DISCOUNT_DAYS,
  WELCOME_DISCOUNT_PERCENTAGE,
} from '@amori/core';
import type { AppContext } from '../../app-context';
import type { DiscountCodeRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Member } from '../../plugins/session';
import * as repo from './discounts.repository';

type CodeFields = Omit<DiscountCodeRow, 'id'>;

export function toDiscountCode(row: CodeFields, now: Date): DiscountCode {
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

/** A code a member looks up: active, theirs or anyone's, for their country, not used up. */
async function lookUp(ctx: AppContext, member: Member, code: string, now: Date): Promise<DiscountCode> {
  const { user, profile } = member;
  const row = await repo.findDiscountCode(ctx.db, code.toUpperCase());
  if (!row || row.status !== 'active' || (row.userId !== null && row.userId !== user.id))
    throw codeNotFound();
  if (row.country && profile?.country && row.country !== profile.country) throw codeNotFound();
  if (row.validity === 'once' && (await repo.redemptionCount(ctx.db, row.id)) > 0) throw codeUsed();
  if (row.validity === 'once-per-user' && (await repo.redemptionCount(ctx.db, row.id, user.id)) > 0)
    throw codeUsed();
  return toDiscountCode(row, now);
}

/**
 * The member's own discount now: the time bonus while it runs (spec point 4: it takes precedence),
 * else the welcome discount within its days of signup until the first purchase; each once.
 */
async function welcome(ctx: AppContext, member: Member, now: Date): Promise<DiscountCode> {
  const { user, profile } = member;
  const personal = (code: string, percentage: number, expires: number) =>
    toDiscountCode(
      {
        code,
        country: profile?.country ?? null,
        userId: user.id,
        expires: new Date(expires),
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
    const row = await repo.findDiscountCode(ctx.db, code);
    return row ? (await repo.redemptionCount(ctx.db, row.id, user.id)) > 0 : false;
  };
  const signup = user.signupDate.getTime();
  const bonus = timeBonusState({ loggedIn: true, paidUser: user.paidUser, signupDate: user.signupDate, now });
  if (bonus.isVisible && !(await used(TIME_BONUS_CODE))) {
    return personal(TIME_BONUS_CODE, TIME_BONUS_PERCENTAGE, signup + TIME_BONUS_WINDOW_SECONDS * 1000);
  }
  const welcomeEnds = signup + WELCOME_DISCOUNT_DAYS * 86_400_000;
  if (
    signup <= now.getTime() &&
    now.getTime() < welcomeEnds &&
    (await repo.completedOrderCount(ctx.db, user.id)) === 0 &&
    !(await used(WELCOME_DISCOUNT_CODE))
  ) {
    return personal(WELCOME_DISCOUNT_CODE, WELCOME_DISCOUNT_PERCENTAGE, welcomeEnds);
  }
  throw codeNotFound();
}

/** `code=`: that code; `welcome=true`: the member's own discount; otherwise none. */
export function discountFor(
  ctx: AppContext,
  member: Member,
  query: { welcome?: string | undefined; code?: string | undefined },
): Promise<DiscountCode> {
  const now = ctx.now();
  if (query.code) return lookUp(ctx, member, query.code, now);
  if (query.welcome === 'true' || query.welcome === '1') return welcome(ctx, member, now);
  return Promise.reject(codeNotFound());
}

/**
 * The member's own discount now (the time bonus first, then the welcome discount: `welcome`'s
 * rules), or null: what the checkout offers, for an order placed without the checkout's form.
 */
export async function personalDiscount(ctx: AppContext, member: Member): Promise<DiscountCode | null> {
  try {
    return await welcome(ctx, member, ctx.now());
  } catch (error) {
    if (error instanceof ApiError && error.code === 'code_not_found') return null;
    throw error;
  }
}

/** What a code is checked against when an order is placed. */
export interface OrderTerms {
  /** The package's price before any discount (VAT included). */
  amount: number;
  currency: string;
  paymentMethod: string;
}

/**
 * A code for an order (discountcode.php's rules, then the order's): not found, not the member's
 * or not for their country ('Code not found'); used up ('Code already used'); expired; another
 * currency; below its minimum order value; not for the payment method. The personal codes
 * (TIMEBONUS25, WELCOME25) apply only while they are the member's offer, the time bonus first
 * (spec point 4), so one order never gets both.
 */
export async function discountForOrder(
  ctx: AppContext,
  member: Member,
  code: string,
  terms: OrderTerms,
): Promise<{ id: number; percentage: number; code: string }> {
  const now = ctx.now();
  const wanted = code.toUpperCase();
  let offered: DiscountCode;
  if (wanted === TIME_BONUS_CODE || wanted === WELCOME_DISCOUNT_CODE) {
    offered = await welcome(ctx, member, now);
    if (offered.code !== wanted) throw codeNotFound();
  } else {
    offered = await lookUp(ctx, member, wanted, now);
  }
  if (offered.expired) throw new ApiError(409, 'code_expired', 'Code expired');
  if (offered.currency && offered.currency !== terms.currency)
    throw new ApiError(409, 'code_wrong_currency', 'Code not valid for this currency');
  if (terms.amount < offered.minimum)
    throw new ApiError(409, 'code_below_minimum', 'Order value below the minimum of this code');
  if (offered.paymentmethods.length > 0 && !offered.paymentmethods.includes(terms.paymentMethod))
    throw new ApiError(409, 'code_wrong_payment_method', 'Code not valid for this payment method');
  const row = await repo.findDiscountCode(ctx.db, wanted);
  if (!row) throw codeNotFound();
  return { id: row.id, percentage: offered.percentage, code: row.code };
}
