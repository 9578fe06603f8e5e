import type { BrowserContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expect, test } from './fixtures';
import { acceptSiteEntry, confirmEmail, hydrated, loginAs, mainNav, signUp } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const client = { 'x-request-type': 'client' };

/** New likes as the member's header counts them (chats.php). */
async function newLikes(context: BrowserContext): Promise<number> {
  const response = await context.request.get('/api/chats.php', { headers: client });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total_new_likes: number }).total_new_likes;
}

/** The likes badge of the header: its number, or nothing at 0. */
async function expectLikesBadge(page: Page, count: number) {
  const badge = mainNav(page)
    .getByRole('link', { name: /^Likes/ })
    .getByText(/^\d+\+?$/);
  if (count === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(count > 99 ? '99+' : String(count));
}

test('a like from a member who has not confirmed their e-mail shows, counted, once it can be opened', async ({
  page,
  context,
  playwright,
}) => {
  await acceptSiteEntry(page);
  await loginAs(context, 'premium@example.com');
  const me = (await (await context.request.get('/api/user.php', { headers: client })).json()) as {
    profile: { id: number };
  };
  const before = await newLikes(context);

  // A new member likes premium before confirming their e-mail address.
  const theirs = await playwright.request.newContext({ baseURL });
  const liker = await signUp(theirs, {
    name: `Waiting${Date.now().toString(36)}`,
    gender: 'male',
    seeking: 'female',
  });
  const liked = await theirs.post('/api/likes.php', { data: { id: me.profile.id }, headers: client });
  expect(liked.status()).toBe(200);

  // Their profile cannot be opened yet (disabled until they confirm): so the like is neither
  // listed nor counted.
  await page.goto('/likes');
  await hydrated(page);
  const received = page.getByRole('list', { name: 'Received' });
  await expect(received.getByRole('listitem').first()).toBeVisible();
  const theirLink = page.getByRole('link', { name: new RegExp(liker.name) });
  const card = received.getByRole('link', { name: new RegExp(liker.name) });
  await expect(card).toHaveCount(0);
  await expectLikesBadge(page, before);
  expect(await newLikes(context)).toBe(before);

  // They confirm: the like shows as new, counts, and opens their profile.
  await confirmEmail(theirs, liker.email);
  await expect(async () => {
    await page.reload();
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(received.getByRole('listitem').filter({ has: theirLink })).toContainText('New');
  await expectLikesBadge(page, before + 1);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/likes/m/${liker.profileId}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${liker.name}, `) })).toBeVisible();
  await expect(page.getByText('This member could not be found')).toHaveCount(0);
  await theirs.dispose();
});
