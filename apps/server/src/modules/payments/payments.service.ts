import type { Checkout, Credits as CreditsAnswer, Order, Transactions } from '@amori/contract';
import {
  discountedPrice,
  isPaymentMethod,
  paymentMethodsFor,
  PAYMENT_METHOD_NAMES,
  type PaymentMethod,
} from '@amori/core';
import type {
  PaymentProvider,
  ProviderPayment,
  ProviderStatus,
  WebhookRequest,
} from '../../adapters/payments';
import type { Database } from '../../db/client';
import type { OrderRow, SiteRow } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import type { VisitorCountries } from '../../http/visitor-countries';
import type { Clock } from '../../lib/clock';
import { memberChanged, type Events } from '../../lib/events';
import type { JobQueue } from '../../lib/jobs';
import type { Member } from '../../plugins/session';
import type { Credits } from '../credits/credits.service';
import type { Discounts } from '../discounts/discounts.service';
import type { Mail } from '../mail/mail.service';
import * as repo from './payments.repository';
import { queueReceipt, registerReceipts } from './receipt';

export interface PaymentsDeps {
  db: Database;
  now: Clock;
  events: Events;
  jobs: JobQueue;
  /** The payment provider (the sandbox by default). */
  provider: PaymentProvider;
  credits: Credits;
  discounts: Discounts;
  /** The site's origin for the provider's addresses, and the receipt. */
  mail: Mail;
  log: { warn: (details: object, message: string) => void };
}

/**
 * Buying credits: the packages of the member's payment country, orders paid at the provider,
 * the provider's webhook (a payment credited once), a check of orders left open, and the receipt
 * (a job). SEPA direct debit's code step is directdebit.service's, which places its order here.
 */
export function createPayments(deps: PaymentsDeps) {
  deps.jobs.register(CHECK_ORDER_JOB, (payload) =>
    checkOrder(deps, (payload as { orderId: number }).orderId),
  );
  registerReceipts(deps);
  return {
    credits: (site: SiteRow, member: Member | null, visitor: VisitorCountries) =>
      credits(deps, site, member, visitor),
    createOrder: (
      site: SiteRow,
      member: Member,
      visitor: VisitorCountries,
      body: OrderBody,
      options?: OrderOptions,
    ) => createOrder(deps, site, member, visitor, body, options),
    repeatOrder: (site: SiteRow, member: Member, visitor: VisitorCountries, body: RepeatBody) =>
      repeatOrder(deps, site, member, visitor, body),
    getOrder: (member: Member, id: number) => getOrder(deps, member, id),
    transactions: (member: Member) => transactions(deps, member),
    webhook: (provider: string, webhook: WebhookRequest) => handleWebhook(deps, provider, webhook),
  };
}

export type Payments = ReturnType<typeof createPayments>;

/** Money in cents from a decimal string, and back. */
const cents = (amount: string | number) => Math.round(Number(amount) * 100);
const decimal = (value: number) => (value / 100).toFixed(2);

/**
 * The payment country: the member's profile country, else the visitor's (`?country=`, the chosen
 * one, GeoIP); a country the site does not sell in falls back to the site's first.
 */
export function paymentCountry(site: SiteRow, member: Member | null, visitor: VisitorCountries) {
  const candidates = [member?.profile?.country, visitor.selectedCountry, visitor.geoipCountry];
  return candidates.find((c) => c && site.countries.includes(c)) ?? site.countries[0] ?? 'NL';
}

export function methodsOf(site: SiteRow, country: string): readonly PaymentMethod[] {
  const table = site.paymentMethods as Record<string, readonly PaymentMethod[]> | null;
  return paymentMethodsFor(country, table ?? undefined).filter(isPaymentMethod);
}

const vatOf = (site: SiteRow, country: string) => site.vatRates[country] ?? 0;

/** The credit packages of the payment country (`visitor`: their countries, `?country=` included). */
async function credits(
  deps: PaymentsDeps,
  site: SiteRow,
  member: Member | null,
  visitor: VisitorCountries,
): Promise<CreditsAnswer> {
  const country = paymentCountry(site, member, visitor);
  const packages = await repo.packagesOf(deps.db, site.id, country);
  return {
    country,
    currency: packages[0]?.currency ?? 'EUR',
    vat_percentage: vatOf(site, country),
    message_credits: site.messageCredits,
    packages: packages.map((p) => ({
      id: p.id,
      credits: p.credits,
      price: p.price,
      currency: p.currency,
      price_per_credit: (Number(p.price) / p.credits).toFixed(4),
      popular: p.popular,
    })),
    payment_methods: [...methodsOf(site, country)],
  };
}

export function toOrder(order: OrderRow, code: string | null): Order {
  const amount = cents(order.amount);
  const vat =
    order.vatPercentage > 0 ? Math.round((amount * order.vatPercentage) / (100 + order.vatPercentage)) : 0;
  return {
    id: order.id,
    status: order.status,
    package_id: order.packageId,
    credits: order.credits,
    amount: decimal(amount),
    original_amount: decimal(cents(order.originalAmount)),
    currency: order.currency,
    payment_method: order.paymentMethod,
    discount_code: code,
    discount_percentage: order.discountPercentage,
    vat_percentage: order.vatPercentage,
    vat_amount: decimal(vat),
    created: order.createdAt.toISOString(),
    completed: order.completedAt?.toISOString() ?? null,
  };
}

/** SEPA direct debit: ordered only through a confirmed direct debit (the IBAN and the texted code). */
export const DIRECT_DEBIT = 'sepa_direct_debit';

const directDebitRequired = () =>
  new ApiError(
    409,
    'direct_debit_required',
    'SEPA direct debit needs the account and the texted code: order it through /api/directdebit.php',
  );

/** When an order holding a discount code is checked with its provider (`checkOrder`). */
export const OPEN_ORDER_CHECK_HOURS = 2;

/**
 * Places an order for a package of the member's payment country, paid with one of its methods:
 * the discount code checked against the order, the amount computed here (never sent by the
 * site), then a payment made at the provider; answers the order and its checkout URL. SEPA
 * direct debit only with `confirmedDirectDebit` (the direct debit's code was right). An order
 * with a code is inserted with the code's reservation, in one transaction (it holds the code, or
 * it is not placed), and with a check of its payment some hours later (`checkOrder`).
 */
interface OrderBody {
  package_id: number;
  payment_method: PaymentMethod;
  discount_code?: string | undefined;
}

interface OrderOptions {
  /** The direct debit's texted code was right (directdebit.service). */
  confirmedDirectDebit?: boolean;
}

async function createOrder(
  deps: PaymentsDeps,
  site: SiteRow,
  member: Member,
  visitor: VisitorCountries,
  body: OrderBody,
  options: OrderOptions = {},
): Promise<Checkout> {
  const { provider } = deps;
  if (body.payment_method === DIRECT_DEBIT && !options.confirmedDirectDebit) throw directDebitRequired();
  const country = paymentCountry(site, member, visitor);
  const pack = await repo.packageById(deps.db, body.package_id);
  if (!pack || !pack.active || pack.siteId !== site.id || pack.country !== country)
    throw notFound('No such package');
  if (!methodsOf(site, country).includes(body.payment_method))
    throw new ApiError(409, 'payment_method_unavailable', 'This payment method is not offered here');
  const refusal = await deps.credits.purchaseRefusal(member.user.id, pack.credits);
  if (refusal) throw new ApiError(403, refusal, 'Your spending limit does not allow this purchase now.');
  const price = cents(pack.price);
  const discount = body.discount_code
    ? await deps.discounts.discountForOrder(member, body.discount_code, {
        amount: price / 100,
        currency: pack.currency,
        paymentMethod: body.payment_method,
      })
    : null;
  const amount = cents(discountedPrice(pack.price, discount?.percentage));
  const now = deps.now();
  const order = await deps.db.transaction(async (tx) => {
    const row = await repo.insertOrder(tx, {
      userId: member.user.id,
      packageId: pack.id,
      credits: pack.credits,
      amount: decimal(amount),
      originalAmount: decimal(price),
      currency: pack.currency,
      paymentMethod: body.payment_method,
      discountCodeId: discount?.id ?? null,
      discountPercentage: discount?.percentage ?? 0,
      vatPercentage: vatOf(site, country),
      country,
      createdAt: now,
    });
    if (discount) {
      await deps.discounts.reserve(tx, {
        codeId: discount.id,
        validity: discount.validity,
        userId: member.user.id,
        orderId: row.id,
        at: now,
      });
      await deps.jobs.enqueue(
        CHECK_ORDER_JOB,
        { orderId: row.id },
        {
          db: tx,
          runAt: new Date(now.getTime() + OPEN_ORDER_CHECK_HOURS * 3_600_000),
          uniqueKey: `order-check:${row.id}`,
        },
      );
    }
    return row;
  });
  const origin = deps.mail.siteUrl();
  let payment: { id: string; checkoutUrl: string };
  try {
    payment = await provider.createPayment({
      amount: decimal(amount),
      currency: pack.currency,
      description: `${site.name} ${pack.credits} credits (order ${order.id})`,
      method: body.payment_method,
      redirectUrl: `${origin}/transactions/${order.id}`,
      webhookUrl: `${origin}/api/payment-webhook.php?provider=${provider.name}`,
      metadata: { order_id: String(order.id) },
    });
  } catch (error) {
    await deps.db.transaction((tx) => moveOrder(deps, tx, order, 'failed', deps.now()));
    deps.log.warn({ err: error, order: order.id }, 'the payment provider refused a payment');
    throw new ApiError(503, 'payment_unavailable', 'The payment provider is not available, try again later');
  }
  const saved = await repo.setProviderPayment(deps.db, order.id, {
    provider: provider.name,
    providerPaymentId: payment.id,
    checkoutUrl: payment.checkoutUrl,
  });
  return { order: toOrder(saved, discount?.code ?? null), checkout_url: payment.checkoutUrl };
}

interface RepeatBody {
  payment_method?: PaymentMethod | undefined;
}

/** The last ordered package again, at today's price, with its method or another (no discount). */
async function repeatOrder(
  deps: PaymentsDeps,
  site: SiteRow,
  member: Member,
  visitor: VisitorCountries,
  body: RepeatBody,
): Promise<Checkout> {
  const last = await repo.lastOrder(deps.db, member.user.id);
  if (!last?.packageId) throw notFound('No earlier order');
  const method = body.payment_method ?? last.paymentMethod;
  if (!isPaymentMethod(method))
    throw new ApiError(409, 'payment_method_unavailable', 'This payment method is not offered here');
  if (method === DIRECT_DEBIT) throw directDebitRequired();
  return createOrder(deps, site, member, visitor, { package_id: last.packageId, payment_method: method });
}

async function getOrder(deps: PaymentsDeps, member: Member, id: number): Promise<Order> {
  const row = await repo.ownOrder(deps.db, member.user.id, id);
  if (!row) throw notFound('No such order');
  return toOrder(row.order, row.code);
}

async function transactions(deps: PaymentsDeps, member: Member): Promise<Transactions> {
  const userId = member.user.id;
  const [orders, ledger, balance] = await Promise.all([
    repo.ordersOf(deps.db, userId),
    repo.ledgerOf(deps.db, userId),
    repo.balanceOf(deps.db, userId),
  ]);
  return {
    balance,
    orders: orders.map((o) => toOrder(o.order, o.code)),
    ledger: ledger.map((l) => ({
      id: l.id,
      delta: l.delta,
      balance_after: l.balanceAfter,
      reason: l.reason,
      created: l.createdAt.toISOString(),
    })),
  };
}

/** An order's status for a provider's payment status. */
const ORDER_STATUS: Record<ProviderStatus, OrderRow['status']> = {
  open: 'pending',
  pending: 'processing',
  paid: 'completed',
  failed: 'failed',
  canceled: 'cancelled',
  expired: 'failed',
};
const FINAL: ReadonlySet<OrderRow['status']> = new Set(['completed', 'failed', 'cancelled']);

/** Moves an order on; one that fails or is cancelled (or expired) gives its discount code back. */
async function moveOrder(
  deps: PaymentsDeps,
  tx: Database,
  order: OrderRow,
  status: OrderRow['status'],
  now: Date,
) {
  await repo.setOrderStatus(tx, order.id, status, now);
  if (status === 'failed' || status === 'cancelled') await deps.discounts.release(tx, order);
}

/**
 * The provider's webhook (`provider`: the one its address names, which must be the one in use):
 * verified, then the payment's status read from the provider (never from the webhook) and
 * applied to its order (`settle`).
 */
async function handleWebhook(
  deps: PaymentsDeps,
  provider: string,
  webhook: WebhookRequest,
): Promise<{ ok: true }> {
  if (provider !== deps.provider.name) throw notFound('This payment provider is not in use');
  if (!deps.provider.verifyWebhook(webhook))
    throw new ApiError(403, 'forbidden', 'Webhook signature invalid');
  const payment = await deps.provider.getPayment(webhook.body.id);
  if (!payment) throw notFound('No such payment');
  await settle(deps, payment);
  return { ok: true };
}

/**
 * A payment's status, as its provider tells it, applied to its order in one transaction that
 * locks the order row. A final order (completed, failed, cancelled) never changes again, and the
 * credits are added with the order as the ledger's reference: however often, in whatever order
 * and from however many processes the status arrives, a payment is credited once. The first
 * completed purchase makes the member a paid user; the receipt mail is queued in the same
 * transaction. A failed, cancelled or expired payment gives the order's discount code back.
 */
async function settle(deps: PaymentsDeps, payment: ProviderPayment): Promise<void> {
  const next = ORDER_STATUS[payment.status];
  const changed = await deps.db.transaction(async (tx) => {
    const order = await repo.lockOrderOfPayment(tx, deps.provider.name, payment.id);
    if (!order) return null;
    if (FINAL.has(order.status) || order.status === next) return null;
    if (next === 'completed') {
      if (cents(payment.amount) !== cents(order.amount) || payment.currency !== order.currency)
        throw new ApiError(403, 'forbidden', 'The payment does not match its order');
      const credited = await deps.credits.change(tx, {
        userId: order.userId,
        delta: order.credits,
        reason: 'purchase',
        reference: `order:${order.id}`,
      });
      if (credited.status === 'no_user') return null;
      await repo.markPaidUser(tx, order.userId);
      // Its discount code's use was written when the order was placed: it stays, redeemed.
      await queueReceipt(deps, tx, { orderId: order.id });
    }
    await moveOrder(deps, tx, order, next, deps.now());
    return order.userId;
  });
  if (changed !== null) await deps.events.emit(memberChanged(changed));
}

export const CHECK_ORDER_JOB = 'payments.check-order';

/**
 * An order holding a discount code holds it while it is open, and an open order may linger: its
 * provider's webhook lost, the sandbox's open payments expiring (after an hour) without one, the
 * process stopped before the payment was made. So OPEN_ORDER_CHECK_HOURS after it was placed, an
 * order still open is checked once: its payment's status is read from the provider and applied
 * (expired, failed or cancelled: the order fails and gives its code back); one with no payment
 * could never be paid and fails. A payment still open or pending at the provider keeps the code:
 * it may still be paid (a bank transfer takes days), and its webhook decides.
 */
async function checkOrder(deps: PaymentsDeps, orderId: number): Promise<void> {
  const order = await repo.orderById(deps.db, orderId);
  if (!order || FINAL.has(order.status)) return;
  if (order.providerPaymentId === null) {
    await deps.db.transaction(async (tx) => {
      const locked = await repo.lockOrder(tx, orderId);
      if (locked?.status === 'pending' && locked.providerPaymentId === null)
        await moveOrder(deps, tx, locked, 'failed', deps.now());
    });
    return;
  }
  // Another provider's payment (the provider was changed since): its webhook decides.
  if (order.provider !== deps.provider.name) return;
  const payment = await deps.provider.getPayment(order.providerPaymentId);
  if (payment) await settle(deps, payment);
}

export const methodName = (method: string) =>
  isPaymentMethod(method) ? PAYMENT_METHOD_NAMES[method] : method;
