import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptSiteEntry, hydrated, loginAs, signUp } from './helpers';

test.beforeEach(async ({ page }) => acceptSiteEntry(page));

/** The member cards of a list. */
const cardsIn = (page: Page, name: string) => page.getByRole('list', { name }).getByRole('listitem');

/** An API answer as the site's own client asks for it. */
async function api<T>(
  request: APIRequestContext,
  path: string,
  init: { method?: string; data?: unknown } = {},
) {
  const response = await request.fetch(path, {
    method: init.method ?? 'GET',
    headers: { 'x-request-type': 'client' },
    ...(init.data !== undefined ? { data: init.data } : {}),
  });
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

const profileIdOf = async (context: BrowserContext) =>
  (await api<{ profile: { id: number } }>(context.request, '/api/user.php')).body.profile.id;

test('a visitor searches with filters, loads more, opens a member and goes back to the same results', async ({
  page,
}) => {
  await page.goto('/members');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Looking for' }).selectOption('female');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('NL');
  await page.getByRole('combobox', { name: 'From age' }).selectOption('18');
  await page.getByRole('combobox', { name: 'To age' }).selectOption('90');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/members\?gender=female&country=NL&min_age=18&max_age=90$/);
  await expect(page.getByRole('status').filter({ hasText: /members found/ })).toBeVisible();
  await expect(cardsIn(page, 'Members found')).toHaveCount(20);

  await page.getByRole('button', { name: 'Show more members' }).click();
  await expect(cardsIn(page, 'Members found')).toHaveCount(40);
  const twentyFirst = cardsIn(page, 'Members found').nth(20).getByRole('link');
  const name = (await twentyFirst.innerText()).split(',')[0]!.trim();
  await twentyFirst.click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

  await page.goBack();
  await expect(page).toHaveURL(/\/members\?gender=female&country=NL&min_age=18&max_age=90$/);
  await expect(cardsIn(page, 'Members found')).toHaveCount(40);
  await expect(page.getByRole('combobox', { name: 'To age' })).toHaveValue('90');
});

test('a like given back shows the match modal, which leads to the profile', async ({ page, context }) => {
  await loginAs(context, 'premium@example.com');
  const likes = await api<{ liked: { id: number }[]; liked_by: { id: number }[] }>(
    context.request,
    '/api/likes.php',
  );
  const sent = new Set(likes.body.liked.map((l) => l.id));
  const liker = likes.body.liked_by.find((l) => !sent.has(l.id));
  expect(liker, 'the demo premium member has likes not given back').toBeDefined();

  await page.goto('/likes');
  await hydrated(page);
  await page.locator(`[data-member-id="${liker!.id}"]`).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/likes/m/${liker!.id}$`));
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  const modal = page.getByRole('dialog', { name: "It's a match!" });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'View profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${liker!.id}$`));
  await expect(page.getByText("It's a match", { exact: true })).toBeVisible();
  await page.goto('/likes/matches');
  await expect(page.locator(`[data-member-id="${liker!.id}"]`)).toBeVisible();
});

test('the swipe game allows four likes a day: the fifth is refused', async ({ page, context }) => {
  // A member of its own: the demo logins' likes of the day are spent by other tests too.
  await signUp(context.request, { name: 'Swiper', gender: 'male', seeking: 'female' });
  await page.goto('/swipe-game');
  await hydrated(page);
  await expect(page.getByText('4 likes left today')).toBeVisible();
  const like = page.getByRole('button', { name: 'Like', exact: true });
  for (const left of [3, 2, 1, 0]) {
    await like.click();
    await expect(page.getByText(`${left} ${left === 1 ? 'like' : 'likes'} left today`)).toBeVisible();
    // A member who liked this one before: the match shows as it happens; a click closes it.
    const match = page.getByRole('dialog', { name: "It's a match!" });
    if (await match.isVisible()) await page.keyboard.press('Escape');
    await expect(match).toBeHidden();
  }
  await expect(page.getByText('No likes left today')).toBeVisible();
  await expect(like).toBeDisabled();
  // Passing still works; a fifth like sent anyway is refused by the server.
  await page.getByRole('button', { name: 'Pass' }).click();
  const deck = await api<{ profiles: { id: number }[] }>(context.request, '/api/swipe.php');
  const fifth = await api<{ error: { code: string } }>(context.request, '/api/swipe.php', {
    method: 'POST',
    data: { id: deck.body.profiles[0]!.id, like: true },
  });
  expect(fifth.status).toBe(403);
  expect(fifth.body.error.code).toBe('swipe_limit_reached');
});

test('a member uploads a photo, makes it the main one and sees it on the profile', async ({
  page,
  context,
}) => {
  await loginAs(context, 'premium@example.com');
  await page.goto('/profile');
  await hydrated(page);
  const photos = page.getByRole('list', { name: 'My photos' }).getByRole('listitem');
  await expect(page.getByText(/^\d+ of 25 photos$/)).toBeVisible();
  const before = await photos.count();
  await page.locator('input[type="file"]').setInputFiles('e2e/files/photo.jpg');
  await expect(photos).toHaveCount(before + 1);
  const src = await photos.nth(before).getByRole('img').getAttribute('src');
  expect(src).toMatch(/^\/media\/photos\/\d+\/[0-9a-f]{32}\/thumb\.webp$/);
  await page.getByRole('button', { name: `Make main photo: My photo ${before + 1}` }).click();
  await expect(photos.first().getByRole('img')).toHaveAttribute('src', src!);
  await expect(photos.first().getByText('Main photo')).toBeVisible();

  await page.getByRole('link', { name: 'View my profile' }).click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  const main = page.getByRole('img', { name: /^Photo of / });
  await expect(main).toHaveAttribute('src', src!.replace('thumb.webp', 'w320.webp'));
  // The main photo is public: a visitor's browser loads it too.
  const visitor = await api<unknown>(page.request, src!);
  expect(visitor.status).toBe(200);
});

test("a visitor and a free member cannot open a premium-only photo's URL, a premium member can", async ({
  browser,
  context,
}) => {
  await loginAs(context, 'premium@example.com');
  const me = await profileIdOf(context);
  const profile = await api<{ profile: { photos: { src: string; locked: boolean }[] } }>(
    context.request,
    `/api/member.php?id=${me}`,
  );
  const premiumOnly = profile.body.profile.photos[4]!;
  expect(premiumOnly.locked).toBe(false);
  const visitor = await browser.newContext();
  const free = await browser.newContext();
  const premium = await browser.newContext();
  await loginAs(free, 'free@example.com');
  await loginAs(premium, 'premium@example.com');
  try {
    expect((await visitor.request.get(premiumOnly.src)).status()).toBe(404);
    expect((await free.request.get(premiumOnly.src)).status()).toBe(404);
    expect((await premium.request.get(premiumOnly.src)).status()).toBe(200);
    // What a visitor's page shows in its place: the blurred preview.
    const page = await visitor.newPage();
    await acceptSiteEntry(page);
    await page.goto(`/members/${me}`);
    await expect(page.getByRole('link', { name: 'Log in to see more photos' })).toBeVisible();
    await expect(page.locator(`img[src="${premiumOnly.src}"]`)).toHaveCount(0);
  } finally {
    await Promise.all([visitor.close(), free.close(), premium.close()]);
  }
});

test('a member who blocks another: the blocked one loses the profile, and gets it back on unblock', async ({
  browser,
  page,
  context,
}) => {
  await loginAs(context, 'premium@example.com');
  const blocked = await browser.newContext();
  await loginAs(blocked, 'free@example.com');
  try {
    const blockerId = await profileIdOf(context);
    const blockedId = await profileIdOf(blocked);
    const theirs = await blocked.newPage();
    await acceptSiteEntry(theirs);
    await theirs.goto(`/members/${blockerId}`);
    await expect(theirs.getByRole('heading', { level: 1 })).toContainText('Premium Demo');

    await page.goto(`/members/${blockedId}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Block this member' }).click();
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByText('You blocked Free Demo.')).toBeVisible();

    await theirs.reload();
    await expect(theirs.getByText('This member could not be found')).toBeVisible();
    const like = await api<unknown>(blocked.request, '/api/likes.php', {
      method: 'POST',
      data: { id: blockerId },
    });
    expect(like.status).toBe(404);

    await page.getByRole('button', { name: 'Unblock' }).click();
    await expect(page.getByRole('button', { name: 'Block this member' })).toBeVisible();
    await theirs.reload();
    await expect(theirs.getByRole('heading', { level: 1 })).toContainText('Premium Demo');
  } finally {
    await blocked.close();
  }
});

test('the swipe game plays with the keyboard alone: arrows like and pass, focus stays on the deck', async ({
  page,
  context,
}) => {
  await signUp(context.request, { name: 'Arrows', gender: 'male', seeking: 'female' });
  await page.goto('/swipe-game');
  await hydrated(page);
  await expect(page.getByText('4 likes left today')).toBeVisible();
  const card = page.locator('article[data-profile-id]');
  const cardFocused = () => card.evaluate((el) => el === document.activeElement).catch(() => false);
  /** Tab from wherever focus is until the card has it, as a keyboard user would. */
  const tabToCard = async () => {
    for (let i = 0; i < 60 && !(await cardFocused()); i++) await page.keyboard.press('Tab');
    await expect(card).toBeFocused();
  };
  await tabToCard();
  await expect(card).toHaveAccessibleDescription('Right arrow likes, left arrow passes.');

  // ArrowLeft passes: the next card comes, and has focus.
  const first = await card.getAttribute('data-profile-id');
  await page.keyboard.press('ArrowLeft');
  await expect(card).not.toHaveAttribute('data-profile-id', first!);
  await expect(card).toBeFocused();
  await expect(page.getByText('4 likes left today')).toBeVisible();

  // ArrowRight likes, four times.
  const match = page.getByRole('dialog', { name: "It's a match!" });
  for (const left of [3, 2, 1, 0]) {
    const before = await card.getAttribute('data-profile-id');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`${left} ${left === 1 ? 'like' : 'likes'} left today`)).toBeVisible();
    if (await match.isVisible()) {
      // A match shows as it happens; Escape closes it and Tab finds the deck again.
      await page.keyboard.press('Escape');
      await expect(match).toBeHidden();
      await tabToCard();
    } else {
      await expect(card).not.toHaveAttribute('data-profile-id', before!);
      await expect(card).toBeFocused();
    }
  }
  await expect(page.getByText('No likes left today')).toBeVisible();

  // The fifth ArrowRight does nothing; ArrowLeft still passes.
  const kept = await card.getAttribute('data-profile-id');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('No likes left today')).toBeVisible();
  await expect(card).toHaveAttribute('data-profile-id', kept!);
  await page.keyboard.press('ArrowLeft');
  await expect(card).not.toHaveAttribute('data-profile-id', kept!);
  await expect(card).toBeFocused();
});
