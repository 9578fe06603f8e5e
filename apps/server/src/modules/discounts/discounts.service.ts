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
import type { Database } from '../../db/client';
import type { DiscountCodeRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Member } from '../../plugins/session';
import * as repo from './discounts.repository';

export interface DiscountsDeps {
  db: Database;
  now: Clock;
}

/**
 * Discount codes: looking one up, the member's own offer (the time bonus, the welcome discount),
 * and a code's use by an order, reserved with the order and given back when it fails.
 */
export function createDiscounts(deps: DiscountsDeps) {
  return {
    discountFor: (member: Member, query: DiscountQuery) => discountFor(deps, member, query),
    personalDiscount: (member: Member) => personalDiscount(deps, member),
    discountForOrder: (member: Member, code: string, terms: OrderTerms) =>
      discountForOrder(deps, member, code, terms),
    reserve: (tx: Database, use: DiscountUse) => reserveDiscount(tx, use),
    release: (tx: Database, order: OrderOfCode) => releaseDiscount(tx, order),
  };
}

export type Discounts = ReturnType<typeof createDiscounts>;

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

type Validity = DiscountCodeRow['validity'];

/**
 * Whether a code is used up for a member: the one rule lookUp, welcome and discountForOrder ask.
 * A use is an order's, completed or still open (it may yet be paid), so discountcode.php too
 * answers 'Code already used' while an order holds the code; an order that fails, is cancelled
 * or expires deletes its use (releaseDiscount). A once-per-user code is used up by the member's
 * use, a 'once' code by anyone's; an unlimited code never.
 */
async function usedUp(db: Database, codeId: number, validity: Validity, userId: number): Promise<boolean> {
  if (validity === 'unlimited') return false;
  return repo.hasUse(db, codeId, validity === 'once' ? undefined : userId);
}

/** A code a member looks up: active, theirs or anyone's, for their country, not used up. */
async function lookUp(deps: DiscountsDeps, member: Member, code: string, now: Date): Promise<DiscountCode> {
  const { user, profile } = member;
  const row = await repo.findDiscountCode(deps.db, code.toUpperCase());
  if (!row || row.status !== 'active' || (row.userId !== null && row.userId !== user.id))
    throw codeNotFound();
  if (row.country && profile?.country && row.country !== profile.country) throw codeNotFound();
  if (await usedUp(deps.db, row.id, row.validity, user.id)) throw codeUsed();
  return toDiscountCode(row, now);
}

/**
 * The member's own discount now: the time bonus while it runs (spec point 4: it takes precedence),
 * else the welcome discount within its days of signup until the first purchase; each once (both
 * are once-per-user, whatever their rows say).
 */
async function welcome(deps: DiscountsDeps, member: Member, now: Date): Promise<DiscountCode> {
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
    const row = await repo.findDiscountCode(deps.db, code);
    return row ? usedUp(deps.db, row.id, 'once-per-user', user.id) : false;
  };
  const signup = user.signupDate.getTime();
  const bonus = timeBonusState({ loggedIn: true, paidUser: user.paidUser, signupDate: user.signupDate, now });
  if (bonus.isVisible && !(await used(TIME_BONUS_CODE))) {
    return personal(TIME_BONUS_CODE, TIME_BONUS_PERCENTAGE, signup + TIME_BONUS_WINDOW_SECONDS * 1000);
  }
  const welcomeEnds = signup + WELCOME_DISCOUNT_DAYS * 86_400_000;
  // Not while an open order holds the time bonus either: both would be discounted first purchases
  // (once that order completes, the member has a purchase; once it fails, the bonus is free again).
  if (
    signup <= now.getTime() &&
    now.getTime() < welcomeEnds &&
    (await repo.completedOrderCount(deps.db, user.id)) === 0 &&
    !(await used(WELCOME_DISCOUNT_CODE)) &&
    !(await used(TIME_BONUS_CODE))
  ) {
    return personal(WELCOME_DISCOUNT_CODE, WELCOME_DISCOUNT_PERCENTAGE, welcomeEnds);
  }
  throw codeNotFound();
}

interface DiscountQuery {
  welcome?: string | undefined;
  code?: string | undefined;
}

/** `code=`: that code; `welcome=true`: the member's own discount; otherwise none. */
function discountFor(deps: DiscountsDeps, member: Member, query: DiscountQuery): Promise<DiscountCode> {
  const now = deps.now();
  if (query.code) return lookUp(deps, member, query.code, now);
  if (query.welcome === 'true' || query.welcome === '1') return welcome(deps, member, now);
  return Promise.reject(codeNotFound());
}

/**
 * The member's own discount now (the time bonus first, then the welcome discount: `welcome`'s
 * rules), or null: what the checkout offers, for an order placed without the checkout's form.
 */
async function personalDiscount(
  deps: DiscountsDeps,
  member: Member,
  now = deps.now(),
): Promise<DiscountCode | null> {
  try {
    return await welcome(deps, member, now);
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
 * or not for their country ('Code not found'); used up, or held by an open order ('Code already
 * used'); expired; another currency; below its minimum order value; not for the payment method.
 * The personal codes (TIMEBONUS25, WELCOME25) apply only while they are the member's offer, the
 * time bonus first (spec point 4), so one order never gets both. The order then reserves the
 * code (reserveDiscount).
 */
async function discountForOrder(
  deps: DiscountsDeps,
  member: Member,
  code: string,
  terms: OrderTerms,
): Promise<{ id: number; percentage: number; code: string; validity: Validity }> {
  const now = deps.now();
  const wanted = code.toUpperCase();
  let offered: DiscountCode;
  if (wanted === TIME_BONUS_CODE || wanted === WELCOME_DISCOUNT_CODE) {
    const offer = await personalDiscount(deps, member, now);
    if (offer?.code !== wanted) {
      // Not the member's offer now: used up (held by an open order, perhaps), or not theirs.
      const row = await repo.findDiscountCode(deps.db, wanted);
      const used = row && (await usedUp(deps.db, row.id, 'once-per-user', member.user.id));
      throw used ? codeUsed() : codeNotFound();
    }
    offered = offer;
  } else {
    offered = await lookUp(deps, member, wanted, now);
  }
  if (offered.expired) throw new ApiError(409, 'code_expired', 'Code expired');
  if (offered.currency && offered.currency !== terms.currency)
    throw new ApiError(409, 'code_wrong_currency', 'Code not valid for this currency');
  if (terms.amount < offered.minimum)
    throw new ApiError(409, 'code_below_minimum', 'Order value below the minimum of this code');
  if (offered.paymentmethods.length > 0 && !offered.paymentmethods.includes(terms.paymentMethod))
    throw new ApiError(409, 'code_wrong_payment_method', 'Code not valid for this payment method');
  const row = await repo.findDiscountCode(deps.db, wanted);
  if (!row) throw codeNotFound();
  return { id: row.id, percentage: offered.percentage, code: row.code, validity: offered.validity };
}

/** What an order's use of a code holds alone (the unique indexes of discount_redemptions). */
const HOLDS = { once: 'code', 'once-per-user': 'member', unlimited: null } as const;

/** An order's use of a code. */
interface DiscountUse {
  codeId: number;
  validity: Validity;
  userId: number;
  orderId: number;
  at: Date;
}

/**
 * Reserves an order's code, in the transaction that inserts the order: its use is written now,
 * not when the order completes, so it holds the code while the order is open. discountForOrder's
 * check came before, outside the transaction; two orders placed at once may both pass it, and
 * the unique index then refuses the second: 'Code already used', and its order is not placed.
 */
async function reserveDiscount(db: Database, use: DiscountUse): Promise<void> {
  try {
    await repo.insertUse(db, {
      discountCodeId: use.codeId,
      userId: use.userId,
      orderId: use.orderId,
      createdAt: use.at,
      holds: HOLDS[use.validity],
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeUsed();
    throw error;
  }
}

/** An order, as far as its code is concerned. */
interface OrderOfCode {
  id: number;
  userId: number;
  discountCodeId: number | null;
}

/**
 * Gives an order's code back, in the transaction that fails, cancels or expires the order: its
 * use is deleted, so the code may be used again. A completed order keeps its use (the redemption).
 */
async function releaseDiscount(db: Database, order: OrderOfCode): Promise<void> {
  if (order.discountCodeId === null) return;
  await repo.deleteUse(db, { codeId: order.discountCodeId, userId: order.userId, orderId: order.id });
}
