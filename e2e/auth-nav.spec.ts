import { expect, test } from '@playwright/test';
import { acceptSiteEntry, hydrated, loginAs, loginWithForm, mainNav, patchJson } from './helpers';

test.beforeEach(async ({ page }) => acceptSiteEntry(page));

test('a free member logs in on /login, comes back, and sees the member navigation', async ({ page }) => {
  await page.goto('/login?redirect=/chats');
  await loginWithForm(page, 'free@example.com');
  await expect(page).toHaveURL(/\/chats$/);

  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  await expect(nav.getByRole('link', { name: /^Messages(,|$)/ })).toHaveAttribute('href', '/chats');
  await expect(nav.getByRole('link', { name: /^Likes(,|$)/ })).toHaveAttribute('href', '/likes');
  await expect(nav.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
  await expect(nav.getByRole('link', { name: /^Credits/ })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Login' })).toHaveCount(0);
});

test('a wrong password shows the login error and stays on /login', async ({ page }) => {
  await page.goto('/login?redirect=/chats');
  await hydrated(page);
  await page.getByLabel('E-mail address').fill('free@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login failed, please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test("a login sent before the page's scripts ran never puts the password in an address", async ({ page }) => {
  // A visitor on a slow line: the form is on screen, its scripts not yet.
  await page.route('**/assets/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // The page may have gone on by then (the form was sent).
    await route.continue().catch(() => undefined);
  });
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('E-mail address').fill('free@example.com');
  await page.getByLabel('Password', { exact: true }).fill('pre-hydration-secret');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForLoadState('load');
  expect(page.url()).not.toContain('pre-hydration-secret');
  expect(addresses.filter((url) => url.includes('pre-hydration-secret'))).toEqual([]);
  // Not acted on: back on the login page to send it again, not on an error page.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('a premium member sees Credits instead of Get Premium, with the balance at 10 or fewer', async ({
  page,
  context,
}) => {
  await loginAs(context, 'premium@example.com');
  await page.goto('/pages/faq');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: /^Credits/ })).toHaveAttribute('href', '/credits');
  await expect(nav.getByRole('link', { name: 'Get Premium' })).toHaveCount(0);
  // 250 credits: no balance badge.
  await expect(nav.getByRole('link', { name: /^Credits/ }).getByText('250')).toHaveCount(0);

  // At 10 credits or fewer the badge shows the balance.
  await page.route('**/api/user.php', (route) =>
    route.request().method() === 'GET'
      ? patchJson<{ credits: number }>(route, (user) => ({ ...user, credits: 7 }))
      : route.continue(),
  );
  await page.reload();
  await expect(nav.getByRole('link', { name: /^Credits/ }).getByText('7', { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Get Premium' })).toHaveCount(0);
});

test('the account menu works with the keyboard: My profile, Settings, Logout', async ({ page, context }) => {
  await loginAs(context, 'free@example.com', { fresh: true });
  await page.goto('/pages/faq');
  await hydrated(page);
  const nav = mainNav(page);
  const account = nav.getByRole('button', { name: /^Account of / });
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'My profile' })).toHaveCount(0);

  await account.focus();
  await page.keyboard.press('Enter');
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'My profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  // Escape closes it.
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'My profile' })).toHaveCount(0);

  // My profile → /profile
  await account.focus();
  await page.keyboard.press('Enter');
  await nav.getByRole('link', { name: 'My profile' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);

  // Settings → /notifications
  if ((await account.getAttribute('aria-expanded')) !== 'true') {
    await account.focus();
    await page.keyboard.press('Enter');
  }
  await nav.getByRole('link', { name: 'Settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/notifications$/);

  // Logout: the Login button comes back and a private page sends you to login.
  if ((await account.getAttribute('aria-expanded')) !== 'true') {
    await account.focus();
    await page.keyboard.press('Enter');
  }
  await nav.getByRole('button', { name: 'Logout' }).focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(account).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /^Messages(,|$)/ })).toHaveCount(0);
  expect((await context.cookies()).filter((c) => c.name === 'auth.session')).toEqual([]);

  await page.goto('/chats');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fchats$/);
  await expect(mainNav(page).getByRole('button', { name: 'Login' })).toBeVisible();
});
