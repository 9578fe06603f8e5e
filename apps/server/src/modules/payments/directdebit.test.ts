import { checkoutSchema } from '@amori/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, smsOutbox, users } from '../../db/schema';
import { as, expectError, json } from '../../test/expect';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let premium: string;
let free: string;
let packageId: number;
beforeAll(async () => {
  server = await startTestServer({ members: 3 });
  premium = await server.loginAs('premium@example.com');
  free = await server.loginAs('free@example.com');
  const credits = await (await server.request('/api/credits.php', as(premium))).json();
  packageId = credits.packages[0].id;
});
afterAll(() => server.close());

const form = (patch: Record<string, unknown> = {}) => ({
  package_id: packageId,
  account_holder: 'P. Demo',
  iban: 'NL91 ABNA 0417 1643 00',
  street: 'Herengracht',
  house_number: '100',
  postal_code: '1015 BS',
  city: 'Amsterdam',
  mobile: '+31 6 1234 5678',
  authorised: true,
  ...patch,
});
const start = (cookie: string, body: Record<string, unknown>) =>
  server.request('/api/directdebit.php', json(body, as(cookie, { method: 'POST' })));
const confirm = (cookie: string, request: number, code: string) =>
  server.request('/api/directdebit.php', json({ request, sms_code: code }, as(cookie, { method: 'PUT' })));

/** The code of the last text message, as the outbox keeps it. */
async function lastCode(): Promise<{ to: string; code: string }> {
  const [sms] = await server.handle.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
  return { to: sms!.toNumber, code: /\b(\d{6})\b/.exec(sms!.text)![1]! };
}

describe('direct debit (/api/directdebit.php)', () => {
  it('checks the IBAN checksum, the authorisation and the mobile number', async () => {
    await expectError(await start(premium, form({ iban: 'NL91ABNA0417164301' })), 400, 'iban_invalid');
    await expectError(await start(premium, form({ iban: 'NL91ABNA041716430' })), 400, 'iban_invalid');
    await expectError(await start(premium, form({ authorised: false })), 400, 'authorisation_required');
    await expectError(await start(premium, form({ mobile: '12' })), 400, 'mobile_invalid');
    await expectError(await start(premium, form({ package_id: 2_000_000 })), 404, 'not_found');
    await expectError(await start(premium, form({ city: '' })), 400, 'validation_failed');
  });

  it("texts a code; a wrong one is 'Code invalid', the right one places the order once", async () => {
    const started = await start(premium, form());
    expect(started.status, await started.clone().text()).toBe(200);
    const { request, mobile_hint } = await started.json();
    expect(mobile_hint).toBe('•••• 5678');
    const { to, code } = await lastCode();
    expect(to).toBe('+31612345678');
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await expectError(await confirm(premium, request, wrong), 400, 'sms_code_invalid');
    expect(refused.message).toBe('Code invalid');
    // Another member cannot use it, even with the right code.
    await expectError(await confirm(free, request, code), 404, 'not_found');
    const confirmed = await confirm(premium, request, code);
    expect(confirmed.status).toBe(200);
    const { order } = checkoutSchema.parse(await confirmed.json());
    expect(order).toMatchObject({ payment_method: 'sepa_direct_debit', status: 'pending', credits: 100 });
    await expectError(await confirm(premium, request, code), 400, 'sms_code_invalid');
  });

  it('gives up after 5 wrong codes', async () => {
    const { request } = await (await start(premium, form())).json();
    const { code } = await lastCode();
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++)
      await expectError(await confirm(premium, request, wrong), 400, 'sms_code_invalid');
    await expectError(await confirm(premium, request, code), 400, 'sms_code_invalid');
  });

  it('refuses a member over the limit (3 in 30 days) and one blocked for direct debit', async () => {
    const { db } = server.handle;
    for (let i = 0; i < 2; i++) {
      const { request } = await (await start(premium, form())).json();
      expect((await confirm(premium, request, (await lastCode()).code)).status).toBe(200);
    }
    await expectError(await start(premium, form()), 429, 'direct_debit_limit');
    await db.update(orders).set({ status: 'failed' }).where(eq(orders.paymentMethod, 'sepa_direct_debit'));
    expect((await start(premium, form())).status).toBe(200);
    await db.update(users).set({ directDebitBlocked: true }).where(eq(users.email, 'premium@example.com'));
    await expectError(await start(premium, form()), 403, 'direct_debit_blocked');
  });
});

describe('direct debit: the discount, and no way around the texted code', () => {
  it("gives the member's own discount (the time bonus) as the checkout does", async () => {
    const { request } = await (await start(free, form())).json();
    const confirmed = await confirm(free, request, (await lastCode()).code);
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const { order } = checkoutSchema.parse(await confirmed.json());
    expect(order).toMatchObject({
      payment_method: 'sepa_direct_debit',
      original_amount: '24.99',
      amount: '18.74',
      discount_code: 'TIMEBONUS25',
      discount_percentage: 25,
    });
  });

  it('refuses SEPA direct debit in orders.php and repeat-order.php (direct_debit_required)', async () => {
    const post = (path: string, body: Record<string, unknown>) =>
      server.request(path, json(body, as(free, { method: 'POST' })));
    const directDebits = async () =>
      (await server.handle.db.select().from(orders).where(eq(orders.paymentMethod, 'sepa_direct_debit')))
        .length;
    const [last] = await server.handle.db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    expect(last).toMatchObject({ paymentMethod: 'sepa_direct_debit' });
    const before = await directDebits();
    await expectError(
      await post('/api/orders.php', { package_id: packageId, payment_method: 'sepa_direct_debit' }),
      409,
      'direct_debit_required',
    );
    // The last order was paid by direct debit: repeating it with its method is refused too.
    await expectError(await post('/api/repeat-order.php', {}), 409, 'direct_debit_required');
    await expectError(
      await post('/api/repeat-order.php', { payment_method: 'sepa_direct_debit' }),
      409,
      'direct_debit_required',
    );
    const other = await post('/api/repeat-order.php', { payment_method: 'ideal' });
    expect(other.status, await other.clone().text()).toBe(200);
    expect(checkoutSchema.parse(await other.json()).order).toMatchObject({ payment_method: 'ideal' });
    expect(await directDebits()).toBe(before);
  });
});
