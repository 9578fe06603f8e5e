import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptSiteEntry, chatsWithUnread, likesWithNew, loginAs, mainNav, runPollsUntil } from './helpers';

test.beforeEach(async ({ page, context }) => {
  await acceptSiteEntry(page);
  await loginAs(context, 'free@example.com');
});

/** Answers chats.php and likes.php with these counts (read at each request). */
async function serveCounts(page: Page, counts: { unread: number; likes: number }) {
  await page.route('**/api/chats.php', (route) => route.fulfill({ json: chatsWithUnread(counts.unread) }));
  await page.route('**/api/likes.php', (route) => route.fulfill({ json: likesWithNew(counts.likes) }));
}

const badge = (page: Page, link: 'Messages' | 'Likes') =>
  mainNav(page)
    .getByRole('link', { name: new RegExp(`^${link}( \\d|$)`) })
    .getByText(/^\d+\+?$/);

test('message and like badges: hidden at 0, the count at 5, 99+ at 120; the tab title gets (N)', async ({
  page,
}) => {
  const counts = { unread: 0, likes: 0 };
  await serveCounts(page, counts);

  const chats = page.waitForResponse('**/api/chats.php');
  const likes = page.waitForResponse('**/api/likes.php');
  await page.goto('/pages/faq');
  await Promise.all([chats, likes]);
  await expect(mainNav(page).getByRole('link', { name: /^Messages( \d|$)/ })).toBeVisible();
  await expect(badge(page, 'Messages')).toHaveCount(0);
  await expect(badge(page, 'Likes')).toHaveCount(0);
  await expect(page).toHaveTitle(/^(?!\()/);

  counts.unread = 5;
  counts.likes = 0;
  await page.reload();
  await expect(badge(page, 'Messages')).toHaveText('5');
  await expect(badge(page, 'Likes')).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'Messages 5 unread', exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Likes', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^\(5\) /);

  counts.unread = 0;
  counts.likes = 5;
  await page.reload();
  await expect(badge(page, 'Likes')).toHaveText('5');
  await expect(badge(page, 'Messages')).toHaveCount(0);
  await expect(page).toHaveTitle(/^\(5\) /);

  counts.unread = 120;
  counts.likes = 120;
  await page.reload();
  await expect(badge(page, 'Messages')).toHaveText('99+');
  await expect(badge(page, 'Likes')).toHaveText('99+');
  // Screen readers hear the count with the name (the badge itself is hidden from them).
  await expect(mainNav(page).getByRole('link', { name: 'Messages 120 unread', exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Likes 120 new', exact: true })).toBeVisible();
  // The title prefix is the plain sum, not capped.
  await expect(page).toHaveTitle(/^\(240\) /);

  counts.unread = 5;
  counts.likes = 120;
  await page.reload();
  await expect(badge(page, 'Messages')).toHaveText('5');
  await expect(badge(page, 'Likes')).toHaveText('99+');
  await expect(page).toHaveTitle(/^\(125\) /);
});

test('the badges and the title follow the poll, and the prefix goes at 0', async ({ page }) => {
  const counts = { unread: 3, likes: 2 };
  await serveCounts(page, counts);
  await page.clock.install();
  await page.goto('/pages/faq');
  await expect(badge(page, 'Messages')).toHaveText('3');
  await expect(page).toHaveTitle(/^\(5\) /);

  counts.unread = 0;
  counts.likes = 0;
  await runPollsUntil(page, () => expect(badge(page, 'Messages')).toHaveCount(0, { timeout: 1_000 }));
  await expect(badge(page, 'Likes')).toHaveCount(0);
  await expect(page).toHaveTitle(/^(?!\()/);
  // The title is not just emptied: the page's own title stays.
  expect((await page.title()).length).toBeGreaterThan(0);
});

test('a visitor gets no badges and no title prefix', async ({ page, context }) => {
  await context.clearCookies();
  await serveCounts(page, { unread: 7, likes: 7 });
  await page.goto('/pages/faq');
  await expect(mainNav(page).getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: /^Messages( \d|$)/ })).toHaveCount(0);
  await expect(page).toHaveTitle(/^(?!\()/);
});

test('the logged-in header stays on one line on a 390 px phone, every link named', async ({ page }) => {
  await serveCounts(page, { unread: 5, likes: 120 });
  await page.setViewportSize({ width: 390, height: 800 });
  // Belgium: three visible locales, so the language menu is there too.
  await page.goto('/pages/faq?country=BE');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Messages 5 unread', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Likes 120 new', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Search members' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Get Premium' })).toBeVisible();
  await expect(nav.getByRole('button', { name: /^Language: / })).toBeVisible();
  const header = (await page.locator('header').first().boundingBox())!;
  expect(header.height).toBeLessThanOrEqual(64);
  const account = (await nav.getByRole('button', { name: /^Account of / }).boundingBox())!;
  expect(account.x + account.width).toBeLessThanOrEqual(390);
  expect(account.y).toBeLessThan(header.height);
});
