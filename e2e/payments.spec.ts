import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptSiteEntry, hydrated, mainNav } from './helpers';

// Buying credits end to end through the built-in sandbox provider: its hosted checkout page
// stands in for the bank, and calls the server's webhook as a real provider would.

/** Signs a new member up (so the time bonus runs, and the demo logins stay free for other tests). */
async function newMember(page: Page): Promise<void> {
  await acceptSiteEntry(page);
  const response = await page.context().request.post('/api/signup.php', {
    data: {
      email: `buyer-${randomBytes(4).toString('hex')}@example.com`,
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

test('a free member buys a bundle with the welcome discount and gets the credits and a receipt', async ({
  page,
}) => {
  await newMember(page);
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

  await choosePackage(page, 250);
  // The Dutch methods, iDEAL first; the discounted price.
  await expect(page.getByRole('radio', { name: /iDEAL/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Blik/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay €41.24' }).click();
  await sandboxOutcome(page, 'Paid');
  await expect(page.getByText('Payment complete: 250 credits were added to your account.')).toBeVisible();
  // The first purchase made the member premium: the navigation shows their credits.
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: /^Credits/ })).toHaveAttribute('href', '/credits');
  await expect(nav.getByRole('link', { name: 'Get Premium' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Your orders' }).click();
  await expect(page.getByText('Your balance: 280 credits')).toBeVisible();

  // Left for issue 23: after a failed payment, 'Try another payment method' stayed on the loading
  // bar in the browser test; the retry and /credits/repeat-order are not tested here yet.
  // The receipt went out through the mail queue.
  await page.goto('/dev/mailbox');
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
