import { randomInt } from 'node:crypto';
import type { Checkout, DirectDebitBody } from '@amori/contract';
import { compactIban, isValidIban } from '@amori/core';
import type { SmsSender } from '../../adapters/sms';
import type { Database } from '../../db/client';
import type { SiteRow } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import type { VisitorCountries } from '../../http/visitor-countries';
import type { Clock } from '../../lib/clock';
import { hashToken } from '../../lib/hashing';
import type { Member } from '../../plugins/session';
import type { Discounts } from '../discounts/discounts.service';
import * as repo from './directdebit.repository';
import { methodsOf, paymentCountry, type Payments } from './payments.service';

export interface DirectDebitDeps {
  db: Database;
  now: Clock;
  /** Text messages: the code (the outbox by default). */
  sms: SmsSender;
  discounts: Discounts;
  /** Where the confirmed direct debit's order is placed. */
  payments: Payments;
}

/** SEPA direct debit: the IBAN and a texted code, then an order paid by direct debit. */
export function createDirectDebit(deps: DirectDebitDeps) {
  return {
    start: (site: SiteRow, member: Member, visitor: VisitorCountries, body: DirectDebitBody) =>
      startDirectDebit(deps, site, member, visitor, body),
    confirm: (site: SiteRow, member: Member, visitor: VisitorCountries, body: Confirmation) =>
      confirmDirectDebit(deps, site, member, visitor, body),
  };
}

export type DirectDebit = ReturnType<typeof createDirectDebit>;

/** How long a texted code works, and how many tries it gets. */
export const SMS_CODE_MINUTES = 10;
export const SMS_CODE_TRIES = 5;
/** Direct debit orders a member may place in 30 days (then: try later, a cheaper package or another method). */
export const DIRECT_DEBIT_ORDERS_PER_30_DAYS = 3;

const METHOD = 'sepa_direct_debit';
const codeHash = (request: number, code: string) => hashToken(`directdebit:${request}:${code}`);

const invalidCode = () => new ApiError(400, 'sms_code_invalid', 'Code invalid');

async function checkStanding(deps: DirectDebitDeps, member: Member): Promise<void> {
  if (await repo.isBlocked(deps.db, member.user.id))
    throw new ApiError(403, 'direct_debit_blocked', 'This account is blocked for direct debit payments');
  const since = new Date(deps.now().getTime() - 30 * 86_400_000);
  if ((await repo.recentDirectDebits(deps.db, member.user.id, since)) >= DIRECT_DEBIT_ORDERS_PER_30_DAYS)
    throw new ApiError(
      429,
      'direct_debit_limit',
      'Direct debit limit reached: try later, choose a cheaper package or another method',
    );
}

/**
 * Starts a direct debit: the package of the payment country, SEPA direct debit offered there, the
 * authorisation given, the IBAN's checksum right, the member neither blocked nor over the limit;
 * then a 6-digit code is texted to the mobile number (the SMS adapter: the outbox by default).
 */
async function startDirectDebit(
  deps: DirectDebitDeps,
  site: SiteRow,
  member: Member,
  visitor: VisitorCountries,
  body: DirectDebitBody,
) {
  const country = paymentCountry(site, member, visitor);
  const pack = await repo.packageOf(deps.db, body.package_id);
  if (!pack || !pack.active || pack.siteId !== site.id || pack.country !== country)
    throw notFound('No such package');
  if (!methodsOf(site, country).includes(METHOD))
    throw new ApiError(409, 'payment_method_unavailable', 'Direct debit is not offered here');
  if (!body.authorised)
    throw new ApiError(400, 'authorisation_required', 'Authorise the one-time direct debit');
  if (!isValidIban(body.iban)) throw new ApiError(400, 'iban_invalid', 'IBAN invalid');
  const mobile = body.mobile.replace(/[\s().-]/g, '');
  if (!/^\+?\d{8,15}$/.test(mobile)) throw new ApiError(400, 'mobile_invalid', 'Mobile number invalid');
  await checkStanding(deps, member);
  const now = deps.now();
  const expires = new Date(now.getTime() + SMS_CODE_MINUTES * 60_000);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = await deps.db.transaction(async (tx) => {
    const row = await repo.insertRequest(tx, {
      userId: member.user.id,
      packageId: pack.id,
      accountHolder: body.account_holder,
      iban: compactIban(body.iban),
      street: body.street,
      houseNumber: body.house_number,
      postalCode: body.postal_code,
      city: body.city,
      mobile,
      codeHash: 'pending',
      createdAt: now,
      expiresAt: expires,
    });
    await repo.setCodeHash(tx, row, codeHash(row, code));
    return row;
  });
  await deps.sms.send(mobile, `${site.name}: ${code} is your code to confirm the direct debit.`);
  return { request: id, mobile_hint: `•••• ${mobile.slice(-4)}`, expires: expires.toISOString() };
}

/**
 * Confirms a direct debit with its code: a wrong, expired or used-up code answers 'Code invalid'
 * (5 tries). The right one confirms the request once and places the order, paid by SEPA direct
 * debit through the payment provider, with the member's own discount (the time bonus or the
 * welcome discount) as the checkout would give it.
 */
interface Confirmation {
  request: number;
  sms_code: string;
}

async function confirmDirectDebit(
  deps: DirectDebitDeps,
  site: SiteRow,
  member: Member,
  visitor: VisitorCountries,
  body: Confirmation,
): Promise<Checkout> {
  const row = await repo.ownRequest(deps.db, member.user.id, body.request);
  if (!row) throw notFound('No such direct debit');
  if (
    row.status !== 'sms_sent' ||
    row.expiresAt.getTime() <= deps.now().getTime() ||
    row.attempts >= SMS_CODE_TRIES
  )
    throw invalidCode();
  if (codeHash(row.id, body.sms_code) !== row.codeHash) {
    await repo.countAttempt(deps.db, row.id);
    throw invalidCode();
  }
  await checkStanding(deps, member);
  // Confirmed once, whatever is sent twice.
  if (!(await repo.confirm(deps.db, row.id))) throw invalidCode();
  const discount = await deps.discounts.personalDiscount(member);
  const checkout = await deps.payments.createOrder(
    site,
    member,
    visitor,
    {
      package_id: row.packageId,
      payment_method: METHOD,
      ...(discount ? { discount_code: discount.code } : {}),
    },
    { confirmedDirectDebit: true },
  );
  await repo.setOrder(deps.db, row.id, checkout.order.id);
  return checkout;
}
