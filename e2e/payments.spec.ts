import { randomBytes, randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@amori/core';
import { baseURL } from '../playwright.config';
import { expect, test } from './fixtures';
import { acceptSiteEntry, hydrated, loginAs, mainNav, patchJson } from './helpers';

// Buying credits end to end through the built-in sandbox provider: its hosted checkout page
// stands in for the bank, and calls the server's webhook as a real provider would.

/** Signs a new member up (so the time bonus runs, and the demo logins stay free for other tests). */
async function newMember(page: Page): Promise<string> {
  await acceptSiteEntry(page);
  const email = `buyer-${randomBytes(4).toString('hex')}@example.com`;
  const response = await page.context().request.post('/api/signup.php', {
    data: {
      email,
      name: 'Credit Buyer',
      password: 'a long enough passphrase',
      date_of_birth: '1990-05-05',
      signup_message: 'Hello!',
      gender: 'male',
      seeking: 'female',
    },
    headers: { 'x-request-type': 'client' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

/** Chooses the bundle of `credits` on /credits. */
async function choosePackage(page: Page, credits: number): Promise<void> {
  await page.goto('/credits');
  await hydrated(page);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: `${credits} credits` }) });
  await card.getByRole('button', { name: 'Choose' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** Pays on the sandbox's hosted checkout with an outcome; lands back on the order status page. */
async function sandboxOutcome(page: Page, outcome: 'Paid' | 'Failed' | 'Cancelled'): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/checkout\/sbx_/);
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order status' })).toBeVisible();
}

/** Chooses a payment method on the checkout (the picker's label covers its radio). */
async function chooseMethod(page: Page, name: RegExp): Promise<void> {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name }) })
    .click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

/** The amount beside its label in a summary (the checkout's, an order's). */
function amountOf(page: Page, label: string) {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
}

/** The member's balance, as the orders page shows it. */
async function expectBalance(page: Page, credits: number): Promise<void> {
  await page.goto('/transactions');
  await expect(page.getByText(`Your balance: ${credits} credits`)).toBeVisible();
}

test('a free member buys a bundle with the welcome discount and gets the credits and a receipt', async ({
  page,
}) => {
  const email = await newMember(page);
  await page.goto('/credits');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Get Premium' })).toBeVisible();
  // The time bonus runs for a new member: 25 % off every bundle (the layout's banner says so too).
  await expect(page.getByRole('region', { name: '25% welcome bonus' }).first()).toBeVisible();
  const popular = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: '250 credits' }) });
  await expect(popular.getByTestId('package-price')).toHaveText('€41.24');
  await expect(page.getByText('Premium members have a 46% higher chance to find a match.')).toBeVisible();

  // Not premium yet: /premium tells how to become one, and there is no order to repeat.
  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Get Premium' })).toBeVisible();
  await expect(page.getByText(/Your first credit bundle makes you a premium member\./)).toBeVisible();
  await page.goto('/credits');
  await expect(page.getByText('Your balance: 30 credits')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Repeat your last order' })).toHaveCount(0);

  await choosePackage(page, 250);
  // The Dutch methods, iDEAL first; the discounted price, to pay (nothing is paid yet).
  await expect(page.getByRole('radio', { name: /iDEAL/ })).toBeChecked();
  await expect(amountOf(page, 'To pay')).toHaveText('€41.24');
  await expect(page.getByText('Paid', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Blik/ })).toHaveCount(0);
  // By direct debit the discount is the same: /directdebit offers the discounted price.
  await chooseMethod(page, /SEPA direct debit/);
  await page.getByRole('button', { name: 'Pay €41.24' }).click();
  await expect(page).toHaveURL(/\/directdebit\?package=\d+$/);
  await expect(page.getByText('Pay €41.24 for 250 credits by SEPA direct debit')).toBeVisible();
  await expect(page.getByText('€54.99')).toHaveCount(0);
  await choosePackage(page, 250);
  await expect(page.getByRole('radio', { name: /iDEAL/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pay €41.24' }).click();
  await sandboxOutcome(page, 'Paid');
  await expect(page.getByText('Payment complete: 250 credits were added to your account.')).toBeVisible();
  // The first purchase made the member premium: the navigation shows their credits.
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: /^Credits/ })).toHaveAttribute('href', '/credits');
  await expect(nav.getByRole('link', { name: 'Get Premium' })).toHaveCount(0);
  await expect(amountOf(page, 'Paid')).toHaveText(/^€41\.24/);
  // Premium now: /premium speaks to them as a member.
  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Your premium membership' })).toBeVisible();
  await expect(page.getByText(/You are a premium member/)).toBeVisible();
  await expect(page.getByText(/Your first credit bundle/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Your orders' }).click();
  await expect(page.getByText('Your balance: 280 credits')).toBeVisible();

  // The receipt went out through the mail queue.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole('link', { name: 'Your Amori receipt: 250 credits' })).toBeVisible();
});

test('/pricing shows the bundles to a visitor, premium first, in the first HTML', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/pricing')).text();
  expect(html).toContain('Premium members have a 46% higher chance to find a match.');
  await acceptSiteEntry(page);
  await page.goto('/pricing?country=PL');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.getByText('Prices include 23% VAT.', { exact: false })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
});

// The demo's premium member (already premium: no discount, so today's prices), so these tests
// sign no one up: the signup limit of 5 an hour per address is shared by the whole e2e run.
async function premiumMember(page: Page): Promise<number> {
  await acceptSiteEntry(page);
  await loginAs(page.context(), 'premium@example.com');
  const response = await page.context().request.get('/api/transactions.php');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { balance: number }).balance;
}

test('a failed payment offers another method; the retry with it and a repeat order credit once each', async ({
  page,
}) => {
  const balance = await premiumMember(page);
  await choosePackage(page, 250);
  await expect(page.getByRole('radio', { name: /iDEAL/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pay €54.99' }).click();
  await sandboxOutcome(page, 'Failed');
  await expect(page.getByText('Payment failed or cancelled.')).toBeVisible();
  // An iDEAL payment failed: not paid, and not a word about a stored card (there is none).
  await expect(amountOf(page, 'Not paid')).toHaveText('€54.99');
  await expect(page.getByText(/Recurring card failed/)).toHaveCount(0);
  const failedOrder = page.url();

  // The retry: the same bundle, another method.
  await page.getByRole('link', { name: 'Try another payment method' }).click();
  await expect(page).toHaveURL(/\/credits\/\d+\?retry=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(
    page.getByText('Your payment did not go through. Choose another method and try again.'),
  ).toBeVisible();
  await chooseMethod(page, /Credit card/);
  await page.getByRole('button', { name: 'Pay €54.99' }).click();
  await sandboxOutcome(page, 'Paid');
  await expect(page.getByText('Payment complete: 250 credits were added to your account.')).toBeVisible();
  expect(page.url()).not.toBe(failedOrder);
  // Credited once: the paid order's 250, nothing for the failed one.
  await expectBalance(page, balance + 250);

  // A repeat order, offered on /credits now that there is one: the last bundle with its method.
  await page.goto('/credits');
  await page.getByRole('link', { name: 'Repeat your last order' }).click();
  await expect(page).toHaveURL(/\/credits\/repeat-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('250 credits', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Credit card/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pay €54.99' }).click();
  await sandboxOutcome(page, 'Paid');
  await expect(page.getByText('Payment complete: 250 credits were added to your account.')).toBeVisible();
  await expectBalance(page, balance + 500);
});

/** The newest text the SMS adapter's outbox holds for a number (the dev page /dev/sms). */
async function smsCode(page: Page, mobile: string): Promise<string> {
  const response = await page.context().request.get(`/dev/sms?to=${encodeURIComponent(mobile)}`);
  expect(response.status()).toBe(200);
  const code = /(\d{6}) is your code/.exec(await response.text())?.[1];
  expect(code, 'a code was texted').toBeDefined();
  return code!;
}

/** Fills the direct debit form (the IBAN as given), authorised. */
async function fillDirectDebit(page: Page, iban: string, mobile: string, labels = DD_EN): Promise<void> {
  await page.getByLabel(labels.holder).fill('Credit Buyer');
  await page.getByLabel(labels.iban).fill(iban);
  await page.getByLabel(labels.street).fill('Herengracht');
  await page.getByLabel(labels.houseNumber).fill('100');
  await page.getByLabel(labels.postalCode).fill('1015 BS');
  await page.getByLabel(labels.city).fill('Amsterdam');
  await page.getByLabel(labels.mobile).fill(mobile);
  await page.getByText(labels.authorise).click();
  await expect(page.getByRole('checkbox', { name: labels.authorise })).toBeChecked();
}

const DD_EN = {
  holder: 'Account holder',
  iban: 'IBAN',
  street: 'Street',
  houseNumber: 'House number',
  postalCode: 'Postal code',
  city: 'City',
  mobile: 'Mobile number',
  authorise: 'I authorise a one-time direct debit of this amount from this account.',
};

/** A Dutch mobile number no other test uses. */
const newMobile = () => `+31 6 ${randomInt(10_000_000, 99_999_999)}`;

const DD_DE = {
  holder: 'Kontoinhaber',
  iban: 'IBAN',
  street: 'Straße',
  houseNumber: 'Hausnummer',
  postalCode: 'Postleitzahl',
  city: 'Ort',
  mobile: 'Handynummer',
  authorise: 'Ich erteile ein einmaliges Lastschriftmandat über diesen Betrag für dieses Konto.',
};

test("direct debit: the IBAN checked in the member's language, the texted code confirms", async ({
  page,
  context,
}) => {
  const balance = await premiumMember(page);
  const mobile = newMobile();

  // In German: an IBAN with a wrong checksum gets the German error, not the server's English.
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'de', url: baseURL }]);
  const credits = (await (await context.request.get('/api/credits.php')).json()) as {
    packages: { id: number; credits: number }[];
  };
  const pack = credits.packages.find((p) => p.credits === 250)!;
  await page.goto(`/directdebit?package=${pack.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lastschrift' })).toBeVisible();
  await fillDirectDebit(page, 'NL91 ABNA 0417 1643 01', mobile, DD_DE);
  await page.getByRole('button', { name: 'Code senden' }).click();
  await expect(page.getByText('IBAN ungültig')).toBeVisible();
  await expect(page.getByText('IBAN invalid')).toHaveCount(0);

  // In English, from the checkout's method picker.
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'en', url: baseURL }]);
  await choosePackage(page, 250);
  await chooseMethod(page, /SEPA direct debit/);
  await page.getByRole('button', { name: 'Pay €54.99' }).click();
  await expect(page).toHaveURL(new RegExp(`/directdebit\\?package=${pack.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Direct debit' })).toBeVisible();
  await fillDirectDebit(page, 'NL91 ABNA 0417 1643 01', mobile);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText('IBAN invalid')).toBeVisible();
  await expect(page.getByLabel('SMS code')).toHaveCount(0);

  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText(`We texted a code to •••• ${mobile.slice(-4)}.`)).toBeVisible();
  const code = await smsCode(page, mobile);

  // A wrong code: 'Code invalid', and the code field stays.
  await page.getByLabel('SMS code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm the payment' }).click();
  await expect(page.getByText('Code invalid')).toBeVisible();

  // The right code places the order, paid by direct debit; the provider settles it.
  await page.getByLabel('SMS code').fill(code);
  await page.getByRole('button', { name: 'Confirm the payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/sbx_/);
  await expect(page.getByText('Method: SEPA direct debit')).toBeVisible();
  await sandboxOutcome(page, 'Paid');
  await expect(page.getByText('Payment complete: 250 credits were added to your account.')).toBeVisible();
  await expect(page.getByText('SEPA direct debit', { exact: true })).toBeVisible();
  await expectBalance(page, balance + 250);
});

test('a premium member who has not ordered is not offered a repeat, and /premium speaks to them as premium', async ({
  page,
}) => {
  await premiumMember(page);
  // Whatever other tests bought with this login: the member's orders as a member without any sees them.
  await page.route('**/api/transactions.php', (route) =>
    patchJson<{ orders: unknown[] }>(route, (body) => ({ ...body, orders: [] })),
  );
  await page.goto('/credits');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your orders' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Repeat your last order' })).toHaveCount(0);
  // Opened anyway (a bookmark): it says there is nothing to repeat, not that a package is missing.
  await page.goto('/credits/repeat-order');
  await expect(page.getByText('You have no earlier order to repeat.')).toBeVisible();
  await expect(page.getByText('This package is not available.')).toHaveCount(0);
  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Your premium membership' })).toBeVisible();
  await expect(page.getByText(/Your first credit bundle/)).toHaveCount(0);
});

test('direct debit on a phone: each missing or refused field says so at the field', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await premiumMember(page);
  const credits = (await (await page.context().request.get('/api/credits.php')).json()) as {
    packages: { id: number; credits: number }[];
  };
  const pack = credits.packages.find((p) => p.credits === 100)!;
  await page.goto(`/directdebit?package=${pack.id}`);
  await hydrated(page);
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/directdebit.php') && r.method() === 'POST') sent += 1;
  });

  // Sent empty: every field names what it needs, focus goes to the first, nothing generic.
  await page.getByRole('button', { name: 'Send the code' }).click();
  const messages: [string, string][] = [
    [DD_EN.holder, "Enter the account holder's name."],
    [DD_EN.iban, 'Enter your IBAN.'],
    [DD_EN.street, 'Enter your street.'],
    [DD_EN.houseNumber, 'Enter your house number.'],
    [DD_EN.postalCode, 'Enter your postal code.'],
    [DD_EN.city, 'Enter your city.'],
    [DD_EN.mobile, 'Enter your mobile number.'],
  ];
  for (const [label, message] of messages) {
    const field = page.getByRole('textbox', { name: label, exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.]/g, '\\.')));
  }
  const authorise = page.getByRole('checkbox', { name: DD_EN.authorise });
  await expect(authorise).toHaveAccessibleDescription('Authorise the one-time direct debit to continue.');
  await expect(page.getByRole('textbox', { name: DD_EN.holder })).toBeFocused();
  await expect(page.getByText('An error occured, please try again later.')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('directdebit-empty-390.png'), fullPage: true });

  // Everything filled in but the authorisation: only the checkbox says so.
  const mobile = newMobile();
  await fillDirectDebit(page, 'NL91 ABNA 0417 1643 00', mobile);
  await page.getByText(DD_EN.authorise).click();
  await expect(authorise).not.toBeChecked();
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(authorise).toBeFocused();
  await expect(authorise).toHaveAccessibleDescription('Authorise the one-time direct debit to continue.');
  await expect(page.getByRole('textbox', { name: DD_EN.iban })).not.toHaveAttribute('aria-invalid', 'true');
  expect(sent, 'nothing is sent while something is missing').toBe(0);

  // The server's field errors (its details.fields) are marked at their fields too: here a street
  // longer than the API takes, added on the way (the form itself does not let one be typed).
  await page.route('**/api/directdebit.php', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, street: 'S'.repeat(101) }) });
  });
  await page.getByText(DD_EN.authorise).click();
  await expect(authorise).toBeChecked();
  await page.getByRole('button', { name: 'Send the code' }).click();
  const street = page.getByRole('textbox', { name: DD_EN.street });
  await expect(street).toHaveAccessibleDescription('This entry cannot be used: check it and try again.');
  await expect(street).toBeFocused();
  await expect(page.getByText('An error occured, please try again later.')).toHaveCount(0);
  await expect(page.getByLabel('SMS code')).toHaveCount(0);
  expect(sent).toBe(1);
  await page.screenshot({ path: test.info().outputPath('directdebit-refused-390.png'), fullPage: true });
});
