import type { APIRequestContext, Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@amori/core';
import { baseURL } from '../playwright.config';
import { expect, test } from './fixtures';
import { acceptSiteEntry, hydrated, loginAs, mainNav } from './helpers';

test.beforeEach(async ({ page }) => acceptSiteEntry(page));

/** The <title> of a page as the server sends it. */
async function titleOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const html = await (await request.get(path, { headers })).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

/** A member of the demo data, as search lists them to a visitor. */
async function someMember(request: APIRequestContext) {
  const found = (await (
    await request.get('/api/members.php', { headers: { 'x-request-type': 'client' } })
  ).json()) as { profiles: { id: number; name: string }[] };
  return found.profiles[0]!;
}

/**
 * What a page writes to the console as an error (a failed request among them), and the API
 * calls the browser made that failed, from now on.
 */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/'))
      failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
}

test('every page has its own title, translated: "<page> – <site>"', async ({ page, request }) => {
  for (const [path, title] of [
    ['/login', 'Log in – Amori'],
    ['/signup', 'Sign up for free – Amori'],
    ['/members', 'Search members – Amori'],
    ['/pricing', 'Pricing – Amori'],
    ['/complaints', 'Complaints – Amori'],
    ['/lang-config', 'Language and country – Amori'],
    ['/reset-password', 'Forgot your password? – Amori'],
    ['/activate/done', 'Your e-mail address is confirmed – Amori'],
    ['/pages/terms', 'Terms and conditions – Amori'],
    ['/pages/faq', 'Frequently asked questions – Amori'],
    ['/no-such-page', 'This page could not be found – Amori'],
    ['/likes/bogus', 'This page could not be found – Amori'],
  ] as const)
    expect(await titleOf(request, path), path).toBe(title);
  // The home page keeps the site's own title (settings index_title).
  expect(await titleOf(request, '/')).toBe('Amori - Meet singles near you');
  // A profile is titled with the member's name.
  const member = await someMember(request);
  expect(await titleOf(request, `/members/${member.id}`)).toBe(`${member.name} – Amori`);
  // In the visitor's language.
  const german = { cookie: `${LOCALE_COOKIE}=de` };
  expect(await titleOf(request, '/login', german)).toBe('Einloggen – Amori');
  expect(await titleOf(request, '/members', german)).toBe('Mitglieder suchen – Amori');

  // A member's pages (rendered in the browser), and after navigating in the app; the unread
  // count comes first, in brackets (spec point 4).
  await loginAs(page.context(), 'free@example.com');
  await page.goto('/likes');
  await hydrated(page);
  await expect(page).toHaveTitle(/^(\(\d+\) )?Likes – Amori$/);
  await mainNav(page)
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(page).toHaveTitle(/^(\(\d+\) )?Messages – Amori$/);
});

test('a member who does not exist is a 404, with the profile page saying so', async ({ page }) => {
  const response = await page.goto('/members/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This member could not be found')).toBeVisible();
  await expect(page).toHaveTitle('This page could not be found – Amori');
});

test('a visitor’s pages make no call whose answer is known: no 403 for user.php', async ({ page }) => {
  const failures = watchFailures(page);
  for (const path of ['/', '/members', '/pages/terms', '/signup']) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
  }
  // A member page: the server sends the visitor to login, the browser asks nothing.
  await page.goto('/likes');
  await expect(page).toHaveURL(/\/login\?redirect=%2Flikes$/);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
});

test('a premium member’s pages make no call whose answer is known: no welcome discount asked', async ({
  page,
}) => {
  await loginAs(page.context(), 'premium@example.com');
  const failures = watchFailures(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/discountcode.php')) asked.push(request.url());
  });
  for (const path of ['/premium', '/credits']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('button', { name: /^Choose/ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(asked).toEqual([]);
  expect(failures).toEqual([]);
});

test('the signup pages lead home by the logo', async ({ page }) => {
  for (const path of ['/signup', '/reset-password', '/activate/done']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Amori home' })).toHaveAttribute(
      'href',
      '/',
    );
  }
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Amori home' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();
});

test('the swipe game’s keyboard hint shows with a keyboard and mouse, not on a phone', async ({
  browser,
}) => {
  for (const [device, visible] of [
    [{ viewport: { width: 1280, height: 900 } }, true],
    [{ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, false],
  ] as const) {
    const context = await browser.newContext({ ...device, baseURL });
    const page = await context.newPage();
    await acceptSiteEntry(page);
    await loginAs(context, 'free@example.com');
    await page.goto('/swipe-game');
    await hydrated(page);
    // The deck itself, not its placeholder (which has no hint either way).
    await expect(page.getByText(/likes? left today/)).toBeVisible();
    const hint = page.getByText('Right arrow likes, left arrow passes.');
    if (visible) await expect(hint).toBeVisible();
    else await expect(hint).toBeHidden();
    await context.close();
  }
});
