import { checkoutSchema, creditsSchema, orderSchema, transactionsSchema } from '@amori/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSignature, type ProviderStatus, type SandboxProvider } from '../../adapters/payments';
import {
  creditPackages,
  discountCodes,
  discountRedemptions,
  mailOutbox,
  orders,
  sites,
  users,
} from '../../db/schema';
import { as, expectError, json } from '../../test/expect';
import { startTestServer, type TestServer } from '../../test/server';
import { createCredits } from '../credits/credits.service';

let server: TestServer;
let clock = Date.now();
let free: string;
let premium: string;
let sandbox: SandboxProvider;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), members: 5 });
  clock = Date.now() + 1000;
  free = await server.loginAs('free@example.com');
  premium = await server.loginAs('premium@example.com');
  sandbox = server.app.payments as SandboxProvider;
});
afterAll(() => server.close());

const userRow = async (email: string) =>
  (await server.handle.db.select().from(users).where(eq(users.email, email)))[0]!;

async function creditsOf(cookie: string | null, query = '') {
  const response = await server.request(`/api/credits.php${query}`, cookie ? as(cookie) : {});
  expect(response.status).toBe(200);
  return creditsSchema.parse(await response.json());
}

async function order(cookie: string, body: Record<string, unknown>) {
  return server.request('/api/orders.php', json(body, as(cookie, { method: 'POST' })));
}

async function placeOrder(cookie: string, extra: Record<string, unknown> = {}, size = 0) {
  const credits = await creditsOf(cookie);
  const response = await order(cookie, {
    package_id: credits.packages[size]!.id,
    payment_method: credits.payment_methods[0],
    ...extra,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return checkoutSchema.parse(await response.json());
}

const paymentIdOf = async (orderId: number) =>
  (await server.handle.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.providerPaymentId!;

/** The sandbox's webhook for a payment, signed as the sandbox signs it (or not). */
function webhook(id: string, status: string, signature = sandboxSignature(sandbox.secret, id, status)) {
  return server.request('/api/payment-webhook.php?provider=sandbox', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    body: JSON.stringify({ id, status }),
  });
}

const setStatus = (id: string, status: ProviderStatus) => sandbox.setStatus(id, status);

/** Cancels an order's payment, as the tester would on the sandbox's page. */
async function cancel(orderId: number) {
  const id = await paymentIdOf(orderId);
  await setStatus(id, 'canceled');
  expect((await webhook(id, 'canceled')).status).toBe(200);
}

describe('GET /api/credits.php', () => {
  it("gives the payment country's four bundles (VAT included), the per-credit price falling, and its methods", async () => {
    const nl = await creditsOf(free);
    expect(nl).toMatchObject({ country: 'NL', currency: 'EUR', vat_percentage: 21, message_credits: 10 });
    expect(nl.packages.map((p) => p.credits)).toEqual([100, 250, 500, 1000]);
    expect(nl.packages.filter((p) => p.popular).map((p) => p.credits)).toEqual([250]);
    const perCredit = nl.packages.map((p) => Number(p.price_per_credit));
    expect([...perCredit].sort((a, b) => b - a)).toEqual(perCredit);
    expect(new Set(perCredit).size).toBe(4);
    expect(nl.payment_methods[0]).toBe('ideal');
    expect(nl.payment_methods).toContain('sepa_direct_debit');
  });

  it("a visitor gets the country they chose; an unknown one falls back to the site's first", async () => {
    const pl = await creditsOf(null, '?country=PL');
    expect(pl).toMatchObject({ country: 'PL', currency: 'PLN', vat_percentage: 23 });
    expect(pl.payment_methods).toEqual(['przelewy24', 'blik', 'credit_card', 'paypal']);
    expect((await creditsOf(null, '?country=US')).vat_percentage).toBe(0);
    expect((await creditsOf(null, '?country=ZZ')).country).toBe('NL');
  });

  it("every currency's bundles respect the country's minimum_message_costs", async () => {
    const [site] = await server.handle.db.select().from(sites);
    const packages = await server.handle.db.select().from(creditPackages);
    expect(packages).toHaveLength(site!.countries.length * 4);
    for (const p of packages) {
      const minimum = site!.minimumMessageCosts[p.country]!;
      expect(minimum.currency).toBe(p.currency);
      const messageCost = (Number(p.price) / p.credits) * site!.messageCredits;
      expect(messageCost, `${p.country} ${p.credits}`).toBeGreaterThanOrEqual(minimum.costs);
    }
  });
});

describe('POST /api/orders.php: discounts and their precedence', () => {
  it('applies the time bonus TIMEBONUS25 in the first 4 hours; the welcome code is not offered then', async () => {
    const { order: placed, checkout_url } = await placeOrder(free, { discount_code: 'TIMEBONUS25' });
    expect(placed).toMatchObject({
      status: 'pending',
      credits: 100,
      original_amount: '24.99',
      amount: '18.74',
      discount_code: 'TIMEBONUS25',
      discount_percentage: 25,
      vat_percentage: 21,
      vat_amount: '3.25',
    });
    expect(checkout_url).toMatch(/^\/sandbox\/checkout\/sbx_/);
    await expectError(
      await order(free, {
        package_id: placed.package_id,
        payment_method: 'ideal',
        discount_code: 'WELCOME25',
      }),
      404,
      'code_not_found',
    );
    // The order holds the bonus until it is cancelled (the next tests use the bonus again).
    await cancel(placed.id);
  });

  it('after 4 hours the welcome discount WELCOME25, until 7 days; then neither', async () => {
    clock += 4 * 3_600_000 + 1000;
    const { order: placed } = await placeOrder(free, { discount_code: 'welcome25' });
    expect(placed).toMatchObject({ discount_code: 'WELCOME25', amount: '18.74' });
    await expectError(
      await order(free, {
        package_id: placed.package_id,
        payment_method: 'ideal',
        discount_code: 'TIMEBONUS25',
      }),
      404,
      'code_not_found',
    );
    await cancel(placed.id);
    clock += 7 * 86_400_000;
    await expectError(
      await order(free, {
        package_id: placed.package_id,
        payment_method: 'ideal',
        discount_code: 'WELCOME25',
      }),
      404,
      'code_not_found',
    );
    clock = Date.now() + 1000;
  });

  it("checks a code's country, currency, minimum order value, expiry and payment methods", async () => {
    const { db } = server.handle;
    await db.insert(discountCodes).values([
      { code: 'ONLYDE', valuePercentage: 10, country: 'DE' },
      { code: 'ONLYUSD', valuePercentage: 10, currency: 'USD' },
      { code: 'BIGONLY', valuePercentage: 10, minimumOrderValue: 100 },
      { code: 'GONE', valuePercentage: 10, expires: new Date(clock - 1000) },
      { code: 'IDEALONLY', valuePercentage: 10, paymentMethods: ['ideal'] },
      { code: 'OFF', valuePercentage: 10, status: 'inactive' },
    ]);
    const { packages } = await creditsOf(premium);
    const small = packages[0]!.id;
    const big = packages[2]!.id;
    const attempt = (code: string, method = 'ideal', id = small) =>
      order(premium, { package_id: id, payment_method: method, discount_code: code });
    await expectError(await attempt('NOPE'), 404, 'code_not_found');
    await expectError(await attempt('OFF'), 404, 'code_not_found');
    await expectError(await attempt('ONLYDE'), 404, 'code_not_found');
    await expectError(await attempt('ONLYUSD'), 409, 'code_wrong_currency');
    await expectError(await attempt('BIGONLY'), 409, 'code_below_minimum');
    expect((await attempt('BIGONLY', 'ideal', big)).status).toBe(200);
    await expectError(await attempt('GONE'), 409, 'code_expired');
    await expectError(await attempt('IDEALONLY', 'paypal'), 409, 'code_wrong_payment_method');
    expect((await attempt('IDEALONLY', 'ideal')).status).toBe(200);
  });

  it('refuses a method the payment country does not offer, and a package of another country', async () => {
    const { packages } = await creditsOf(premium);
    await expectError(
      await order(premium, { package_id: packages[0]!.id, payment_method: 'blik' }),
      409,
      'payment_method_unavailable',
    );
    const pl = await creditsOf(null, '?country=PL');
    await expectError(
      await order(premium, { package_id: pl.packages[0]!.id, payment_method: 'ideal' }),
      404,
      'not_found',
    );
    await expectError(
      await order(premium, { package_id: 2_000_000, payment_method: 'ideal' }),
      404,
      'not_found',
    );
    await expectError(
      await order(premium, { package_id: 'x', payment_method: 'ideal' }),
      400,
      'validation_failed',
    );
  });
});

describe('the webhook: a payment is credited exactly once', () => {
  it('replayed 10 times, concurrently and out of order: credited once, paid_user set, code redeemed, one receipt', async () => {
    const { db } = server.handle;
    await db.update(users).set({ paidUser: false }).where(eq(users.email, 'free@example.com'));
    const before = await userRow('free@example.com');
    const { order: placed } = await placeOrder(free, { discount_code: 'TIMEBONUS25' }, 1);
    const id = await paymentIdOf(placed.id);
    await setStatus(id, 'pending');
    expect((await webhook(id, 'pending')).status).toBe(200);
    let status = orderSchema.parse(
      await (await server.request(`/api/order.php?id=${placed.id}`, as(free))).json(),
    );
    expect(status.status).toBe('processing');
    await setStatus(id, 'paid');
    // Ten deliveries of "paid" and late ones of "pending" and "open", all at once.
    const deliveries = [
      ...Array.from({ length: 10 }, () => webhook(id, 'paid')),
      webhook(id, 'pending'),
      webhook(id, 'open'),
    ];
    expect((await Promise.all(deliveries)).map((r) => r.status)).toEqual(Array(12).fill(200));
    const after = await userRow('free@example.com');
    expect(after.credits).toBe(before.credits + 250);
    expect(after.paidUser).toBe(true);
    expect(await createCredits({ db }).ledgerMatches(after.id, after.credits)).toBe(true);
    status = orderSchema.parse(
      await (await server.request(`/api/order.php?id=${placed.id}`, as(free))).json(),
    );
    expect(status).toMatchObject({ status: 'completed', credits: 250, amount: '41.24' });
    expect(status.completed).not.toBeNull();
    // Later "failed" or "canceled" reports change nothing.
    await setStatus(id, 'failed');
    expect((await webhook(id, 'failed')).status).toBe(200);
    expect((await userRow('free@example.com')).credits).toBe(before.credits + 250);
    const redemptions = await db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.orderId, placed.id));
    expect(redemptions).toHaveLength(1);
    // The time bonus is used: discountcode.php no longer offers it.
    await expectError(
      await server.request('/api/discountcode.php?welcome=true', as(free)),
      404,
      'code_not_found',
    );

    await server.app.jobs.runDue();
    const receipts = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'receipt'), eq(mailOutbox.toAddress, 'free@example.com')));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Your Amori receipt: 250 credits');
    expect(receipts[0]!.text).toContain('€41.24');
    expect(receipts[0]!.text).toContain('Including 21% VAT');
    expect(receipts[0]!.text).toContain(`/transactions/${placed.id}`);
  });

  it('refuses a forged webhook (no or a wrong signature), and one for a provider not in use', async () => {
    const before = await userRow('premium@example.com');
    const { order: placed } = await placeOrder(premium);
    const id = await paymentIdOf(placed.id);
    await setStatus(id, 'paid');
    await expectError(await webhook(id, 'paid', 'forged'), 403, 'forbidden');
    await expectError(
      await webhook(id, 'paid', sandboxSignature('another secret', id, 'paid')),
      403,
      'forbidden',
    );
    await expectError(
      await server.request('/api/payment-webhook.php?provider=sandbox', json({ id, status: 'paid' })),
      403,
      'forbidden',
    );
    await expectError(
      await server.request('/api/payment-webhook.php?provider=mollie', json({ id })),
      404,
      'not_found',
    );
    await expectError(await webhook('sbx_nothing_here', 'paid'), 404, 'not_found');
    expect((await userRow('premium@example.com')).credits).toBe(before.credits);
    // Signed with another status than the provider reports: the provider's status counts.
    await setStatus(id, 'failed');
    expect((await webhook(id, 'paid')).status).toBe(200);
    expect((await userRow('premium@example.com')).credits).toBe(before.credits);
  });
});

describe('the sandbox checkout page', () => {
  it('shows the payment with a button per outcome; failed sends the tester back to a failed order', async () => {
    const { order: placed, checkout_url } = await placeOrder(premium);
    const page = await server.request(checkout_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const label of ['Paid', 'Pending', 'Failed', 'Cancelled'])
      expect(html).toContain(`>${label}</button>`);
    expect(html).toContain('€24.99');
    const chosen = await fetch(`${server.url}${checkout_url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=failed',
      redirect: 'manual',
    });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe(`/transactions/${placed.id}`);
    const status = orderSchema.parse(
      await (await server.request(`/api/order.php?id=${placed.id}`, as(premium))).json(),
    );
    expect(status.status).toBe('failed');
    const again = await fetch(`${server.url}${checkout_url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(again.status).toBe(409);
    expect((await server.request('/sandbox/checkout/sbx_nothing')).status).toBe(404);
  });

  it('paid through the page: the order completes and the credits are there', async () => {
    const before = await userRow('premium@example.com');
    const { order: placed, checkout_url } = await placeOrder(premium);
    const chosen = await fetch(`${server.url}${checkout_url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(chosen.status).toBe(303);
    expect((await userRow('premium@example.com')).credits).toBe(before.credits + placed.credits);
  });
});

describe('orders, repeat orders and transactions', () => {
  it("no member sees another's order", async () => {
    const { order: placed } = await placeOrder(premium);
    expect((await server.request(`/api/order.php?id=${placed.id}`, as(premium))).status).toBe(200);
    await expectError(await server.request(`/api/order.php?id=${placed.id}`, as(free)), 404, 'not_found');
    await expectError(await server.request(`/api/order.php?id=${placed.id}`), 403, 'authentication_required');
  });

  it('repeats the last order at its package, with its method or another', async () => {
    const { order: last } = await placeOrder(premium, {}, 3);
    const response = await server.request('/api/repeat-order.php', json({}, as(premium, { method: 'POST' })));
    const repeated = checkoutSchema.parse(await response.json());
    expect(repeated.order).toMatchObject({
      package_id: last.package_id,
      credits: 1000,
      payment_method: last.payment_method,
    });
    expect(repeated.order.id).not.toBe(last.id);
    const other = await server.request(
      '/api/repeat-order.php',
      json({ payment_method: 'paypal' }, as(premium, { method: 'POST' })),
    );
    expect(checkoutSchema.parse(await other.json()).order.payment_method).toBe('paypal');
  });

  it("lists the member's orders and ledger rows, the balance equal to the ledger", async () => {
    const response = await server.request('/api/transactions.php', as(free));
    const list = transactionsSchema.parse(await response.json());
    const user = await userRow('free@example.com');
    expect(list.balance).toBe(user.credits);
    expect(list.orders.some((o) => o.status === 'completed' && o.credits === 250)).toBe(true);
    expect(list.ledger.some((l) => l.reason === 'purchase' && l.delta === 250)).toBe(true);
    expect(list.orders.every((o) => o.id > 0)).toBe(true);
  });
});
