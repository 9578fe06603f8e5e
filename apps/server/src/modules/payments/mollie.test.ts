import { inspect } from 'node:util';
import { checkoutSchema, creditsSchema, orderSchema } from '@amori/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MollieProvider, mollieMethodOf } from '../../adapters/mollie';
import { creditLedger, orders, users } from '../../db/schema';
import {
  startFakeMollie,
  withPlainHttpAgent,
  type FakeMollie,
  type MollieStatus,
} from '../../test/fake-mollie';
import { as, expectError, json } from '../../test/expect';
import {
  CREATE_PAYMENT_REQUEST,
  CREATE_PAYMENT_RESPONSE,
  WEBHOOK_BODY,
  webhookBody,
} from '../../test/mollie-fixtures';
import { startTestServer, type TestServer } from '../../test/server';

let mollie: FakeMollie;
let server: TestServer;
let member: string;

const providerFor = (fake: FakeMollie, apiKey = fake.apiKey) =>
  withPlainHttpAgent(() => new MollieProvider({ apiKey, apiEndpoint: fake.apiEndpoint }));

beforeAll(async () => {
  mollie = await startFakeMollie();
  server = await startTestServer({ payments: providerFor(mollie), members: 3 });
  member = await server.loginAs('free@example.com');
});
afterAll(async () => {
  await server?.close();
  await mollie?.close();
});

const userRow = async () =>
  (await server.handle.db.select().from(users).where(eq(users.email, 'free@example.com')))[0]!;
const orderRow = async (id: number) =>
  (await server.handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const orderStatus = async (id: number) =>
  orderSchema.parse(await (await server.request(`/api/order.php?id=${id}`, as(member))).json()).status;

async function placeOrder(paymentMethod?: string) {
  const credits = creditsSchema.parse(await (await server.request('/api/credits.php', as(member))).json());
  const response = await server.request(
    '/api/orders.php',
    json(
      { package_id: credits.packages[0]!.id, payment_method: paymentMethod ?? credits.payment_methods[0] },
      as(member, { method: 'POST' }),
    ),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  const checkout = checkoutSchema.parse(await response.json());
  const paymentId = (await orderRow(checkout.order.id)).providerPaymentId!;
  return { ...checkout, paymentId };
}

/** Mollie's webhook as Mollie sends it: `id=tr_...`, form-encoded, unsigned, no cookie. */
const webhook = (body: string) =>
  fetch(`${server.url}/api/payment-webhook.php?provider=mollie`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mollie HTTP Client/1.0' },
    body,
  });

const fetchesOf = (id: string) =>
  mollie.requests.filter((r) => r.method === 'GET' && r.path === `/v2/payments/${id}`).length;

describe('MollieProvider against a fake of Mollie answering with its documented examples', () => {
  it("sends the documented create request and answers the documented response's checkout URL", async () => {
    const fake = await startFakeMollie();
    try {
      const provider = providerFor(fake);
      const payment = await provider.createPayment({
        amount: CREATE_PAYMENT_REQUEST.amount.value,
        currency: CREATE_PAYMENT_REQUEST.amount.currency,
        description: CREATE_PAYMENT_REQUEST.description,
        redirectUrl: CREATE_PAYMENT_REQUEST.redirectUrl,
        webhookUrl: CREATE_PAYMENT_REQUEST.webhookUrl,
        metadata: { ...CREATE_PAYMENT_REQUEST.metadata },
        // No Mollie method for SOFORT: Mollie's own method choice, as in the documented request.
        method: 'sofort',
      });
      expect(payment).toEqual({
        id: CREATE_PAYMENT_RESPONSE.id,
        checkoutUrl: CREATE_PAYMENT_RESPONSE._links.checkout.href,
      });
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/v2/payments' });
      expect(fake.requests[0]!.body).toEqual(CREATE_PAYMENT_REQUEST);
      expect(fake.requests[0]!.authorization).toBe(`Bearer ${fake.apiKey}`);

      const fetched = await provider.getPayment(CREATE_PAYMENT_RESPONSE.id);
      expect(fetched).toEqual({
        id: CREATE_PAYMENT_RESPONSE.id,
        status: 'open',
        amount: '10.00',
        currency: 'EUR',
        metadata: { order_id: '12345' },
      });
      // The documented 404 for an unknown payment is "no such payment", not an error.
      expect(await provider.getPayment('tr_Idontexist')).toBeNull();
      expect(fake.refused).toHaveLength(0);
    } finally {
      await fake.close();
    }
  });

  it("maps our payment methods to Mollie's (cards to creditcard; none where Mollie has no such method)", () => {
    expect(
      ['ideal', 'bancontact', 'przelewy24', 'blik', 'eps', 'paypal', 'apple_pay', 'wire_transfer'].map(
        mollieMethodOf,
      ),
    ).toEqual(['ideal', 'bancontact', 'przelewy24', 'blik', 'eps', 'paypal', 'applepay', 'banktransfer']);
    for (const card of ['credit_card', 'visa', 'mastercard', 'maestro', 'carte_bancaire'])
      expect(mollieMethodOf(card)).toBe('creditcard');
    expect(mollieMethodOf('sofort')).toBeNull();
    expect(mollieMethodOf('giropay')).toBeNull();
    expect(mollieMethodOf('bitcoin')).toBeNull();
  });

  it('is refused by Mollie with a wrong key (the fake checks Authorization: Bearer), and never shows the key', async () => {
    const wrongKey = 'test_WrongKeyWrongKeyWrongKeyWrong1';
    const provider = providerFor(mollie, wrongKey);
    const refusedBefore = mollie.refused.length;
    const error = await provider
      .createPayment({
        amount: '10.00',
        currency: 'EUR',
        description: 'x',
        method: 'ideal',
        redirectUrl: 'https://amori.example/transactions/1',
        webhookUrl: 'https://amori.example/api/payment-webhook.php?provider=mollie',
        metadata: {},
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toContain('Missing authentication, or failed to authenticate');
    await expect(provider.getPayment('tr_WDqYK6vllg')).rejects.toThrow(/authenticate/);
    expect(mollie.refused.slice(refusedBefore).map((r) => r.authorization)).toEqual([
      `Bearer ${wrongKey}`,
      `Bearer ${wrongKey}`,
    ]);
    // What a log could show of the provider or of its errors never holds the key.
    for (const shown of [
      inspect(provider, { depth: 10, showHidden: true }),
      JSON.stringify(provider),
      inspect(error, { depth: 10, showHidden: true }),
      JSON.stringify(error),
    ])
      expect(shown).not.toContain('WrongKeyWrongKey');
  });
});

describe('checkout and webhook with PAYMENT_PROVIDER=mollie', () => {
  it("creates the Mollie payment from the order and sends the member to Mollie's checkout", async () => {
    const { order, checkout_url, paymentId } = await placeOrder('ideal');
    const created = mollie.created.find((c) => c.id === paymentId)!;
    expect(checkout_url).toBe((created.response._links as { checkout: { href: string } }).checkout.href);
    expect(checkout_url).toMatch(/^https:\/\/www\.mollie\.com\/payscreen\/select-method\//);
    const sent = mollie.requests
      .filter((r) => r.method === 'POST' && r.path === '/v2/payments' && !mollie.refused.includes(r))
      .at(-1)!;
    const body = sent.body as Record<string, unknown>;
    // The documented request's fields, and the method.
    expect(Object.keys(body).sort()).toEqual([...Object.keys(CREATE_PAYMENT_REQUEST), 'method'].sort());
    expect(body).toMatchObject({
      amount: { currency: 'EUR', value: order.amount },
      method: 'ideal',
      metadata: { order_id: String(order.id) },
    });
    expect((body.amount as { value: string }).value).toMatch(/^\d+\.\d{2}$/);
    expect(body.description).toContain(`order ${order.id}`);
    expect(new URL(body.redirectUrl as string).pathname).toBe(`/transactions/${order.id}`);
    const hook = new URL(body.webhookUrl as string);
    expect(`${hook.pathname}${hook.search}`).toBe('/api/payment-webhook.php?provider=mollie');
    expect(sent.authorization).toBe(`Bearer ${mollie.apiKey}`);
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('credits a paid payment once, however often the webhook comes and in whatever order', async () => {
    const before = await userRow();
    const { order, paymentId } = await placeOrder();
    // Before the customer paid: the webhook changes nothing that is not so at Mollie.
    expect((await webhook(webhookBody(paymentId))).status).toBe(200);
    expect(await orderStatus(order.id)).toBe('pending');
    mollie.setStatus(paymentId, 'pending');
    expect((await webhook(webhookBody(paymentId))).status).toBe(200);
    expect(await orderStatus(order.id)).toBe('processing');

    mollie.setStatus(paymentId, 'paid');
    const fetchedBefore = fetchesOf(paymentId);
    for (let i = 0; i < 10; i++) expect((await webhook(webhookBody(paymentId))).status).toBe(200);
    // And a burst of them at once.
    const burst = await Promise.all(Array.from({ length: 5 }, () => webhook(webhookBody(paymentId))));
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    // Each webhook asked Mollie (the body is never trusted).
    expect(fetchesOf(paymentId) - fetchedBefore).toBe(15);

    expect(await orderStatus(order.id)).toBe('completed');
    const after = await userRow();
    expect(after.credits).toBe(before.credits + order.credits);
    expect(after.paidUser).toBe(true);
    const rows = await server.handle.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, after.id), eq(creditLedger.reference, `order:${order.id}`)));
    expect(rows).toHaveLength(1);

    // A late webhook after Mollie moved on (e.g. a refund's status) cannot undo or redo it.
    mollie.setStatus(paymentId, 'canceled');
    expect((await webhook(webhookBody(paymentId))).status).toBe(200);
    expect(await orderStatus(order.id)).toBe('completed');
    expect((await userRow()).credits).toBe(before.credits + order.credits);
  });

  it('takes an authorized payment as not yet paid', async () => {
    const before = await userRow();
    const { order, paymentId } = await placeOrder();
    mollie.setStatus(paymentId, 'authorized');
    expect((await webhook(webhookBody(paymentId))).status).toBe(200);
    expect(await orderStatus(order.id)).toBe('processing');
    expect((await userRow()).credits).toBe(before.credits);
  });

  it.each<[MollieStatus, string]>([
    ['failed', 'failed'],
    ['expired', 'failed'],
    ['canceled', 'cancelled'],
  ])('a %s payment makes the order %s, with no credits', async (status, expected) => {
    const before = await userRow();
    const { order, paymentId } = await placeOrder();
    mollie.setStatus(paymentId, status);
    expect((await webhook(webhookBody(paymentId))).status).toBe(200);
    expect(await orderStatus(order.id)).toBe(expected);
    // Final: paid later or not, it stays as it is.
    mollie.setStatus(paymentId, 'paid');
    expect((await webhook(webhookBody(paymentId))).status).toBe(200);
    expect(await orderStatus(order.id)).toBe(expected);
    expect((await userRow()).credits).toBe(before.credits);
  });

  it('refuses a webhook for a payment Mollie does not know, and ignores one that is not ours', async () => {
    const before = await userRow();
    // Mollie's documented webhook body: a payment this account never made (Mollie answers 404).
    await expectError(await webhook(WEBHOOK_BODY), 404, 'not_found');
    expect(fetchesOf('tr_d0b0E3EA3v')).toBe(1);
    // Not a Mollie payment id at all: refused without asking Mollie.
    const requests = mollie.requests.length;
    await expectError(await webhook(webhookBody('sbx_AAAAAAAAAAAAAAAA')), 403, 'forbidden');
    await expectError(await webhook('id=tr_..%2F..%2Fpayments'), 403, 'forbidden');
    expect(mollie.requests.length).toBe(requests);

    // Paid at Mollie, claiming one of our orders in its metadata, but made by no order of ours.
    const { order } = await placeOrder();
    const foreign = mollie.addForeignPayment('paid');
    expect((await webhook(webhookBody(foreign))).status).toBe(200);
    expect(fetchesOf(foreign)).toBe(1);
    expect(await orderStatus(order.id)).toBe('pending');
    expect((await userRow()).credits).toBe(before.credits);
  });
});
