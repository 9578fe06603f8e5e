import type { APIRequestContext } from '@playwright/test';
import { LOCALE_COOKIE, LOCALES } from '@amori/core';
import type { CallById, ResponseOf } from '@amori/contract';
import { expect, test } from './fixtures';
import { baseURL } from '../playwright.config';
import { acceptSiteEntry, confirmEmail, hydrated, loginAs, signUp } from './helpers';

/** An API answer as the site's own client asks for it. */
async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { 'x-request-type': 'client' } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test('the index page is server-rendered with the site name, then hydrates without warnings', async ({
  page,
  request,
}) => {
  // Content arrives in the first HTML, before any script runs.
  const html = await (await request.get('/')).text();
  expect(html).toContain('Meet singles near you');
  expect(html).toMatch(/<p[^>]*>Amori<\/p>/);
  // Members with their photos and the search are in it too, not fetched after.
  expect(html).toMatch(/<img[^>]+src="\/media\/photos\/[^"]+\/thumb\.webp"/);
  expect(html).toMatch(/<form[^>]*action="\/members"[^>]*>/);
  expect(html).toContain('How it works');

  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await acceptSiteEntry(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();
  await expect(page).toHaveTitle('Amori - Meet singles near you');
  // After hydration the links navigate on the client.
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(problems.filter((p) => /hydrat/i.test(p))).toEqual([]);
});

test("every locale's home page has its own title, heading and texts in the first HTML", async ({
  request,
}) => {
  const english = await (await request.get('/', { headers: { cookie: `${LOCALE_COOKIE}=en` } })).text();
  const headingOf = (html: string) => /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
  const titleOf = (html: string) => /<title>([^<]+)<\/title>/.exec(html)?.[1];
  expect(headingOf(english)).toBe('Meet singles near you');
  expect(titleOf(english)).toBe('Amori - Meet singles near you');
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const html = await (await request.get('/', { headers: { cookie: `${LOCALE_COOKIE}=${locale}` } })).text();
    expect(html, locale).toContain(`<html lang="${locale}"`);
    const heading = headingOf(html);
    expect(heading, `${locale}: the heading is translated`).toBeTruthy();
    expect(heading, `${locale}: the heading is translated`).not.toBe('Meet singles near you');
    expect(titleOf(html), `${locale}: the title is translated`).toBe(`Amori - ${heading}`);
    expect(html, `${locale}: no English section left`).not.toContain('How it works');
  }
});

test('a visitor starts a search on the home page and lands on the members page with it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await acceptSiteEntry(page);
  await page.goto('/');
  await hydrated(page);
  const search = page.getByRole('search', { name: 'Find members near you' });
  await search.getByRole('combobox', { name: 'Looking for' }).selectOption('male');
  const region = search.getByRole('combobox', { name: 'Province' });
  await region.selectOption({ label: 'Utrecht' });
  const regionId = await region.inputValue();
  await search.getByRole('combobox', { name: 'From age' }).selectOption('25');
  await search.getByRole('combobox', { name: 'To age' }).selectOption('45');
  await search.getByRole('button', { name: 'Show members' }).click();
  await expect(page).toHaveURL(
    `/members?gender=male&country=NL&countryregion=${regionId}&min_age=25&max_age=45`,
  );
  // The members page shows that search: its form holds the filters, its results follow them.
  await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Looking for' })).toHaveValue('male');
  await expect(page.getByRole('combobox', { name: 'Province' })).toHaveValue(regionId);
  await expect(page.getByRole('combobox', { name: 'From age' })).toHaveValue('25');
  await expect(page.getByRole('combobox', { name: 'To age' })).toHaveValue('45');
  await expect(page.getByRole('status').filter({ hasText: /members? found/ })).toBeVisible();
});

test.describe('before (or without) the page script', () => {
  test.use({ javaScriptEnabled: false });

  test("the home page's search is a form that reaches the members page", async ({ page }) => {
    await acceptSiteEntry(page);
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Find members near you' });
    await search.getByRole('combobox', { name: 'From age' }).selectOption('30');
    await search.getByRole('combobox', { name: 'To age' }).selectOption('40');
    await search.getByRole('button', { name: 'Show members' }).click();
    await expect(page).toHaveURL(/\/members\?country=NL&gender=female&countryregion=&min_age=30&max_age=40$/);
    await expect(page.getByRole('combobox', { name: 'From age' })).toHaveValue('30');
    await expect(page.getByRole('combobox', { name: 'To age' })).toHaveValue('40');
  });
});

test('a member sees their unread messages and new likes on the home page, and follows them', async ({
  page,
  context,
  playwright,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await acceptSiteEntry(page);
  await loginAs(context, 'free@example.com');
  const me = await api<ResponseOf<CallById['getUser']>>(context.request, '/api/user.php');
  // What is new for the demo member is whatever the tests before read or added: a new member
  // likes them and writes to them, so there is something new whatever ran before.
  const theirs = await playwright.request.newContext({ baseURL });
  const sender = await signUp(theirs, {
    name: `Newsy${Date.now().toString(36)}`,
    gender: 'male',
    seeking: 'female',
  });
  await confirmEmail(theirs, sender.email);
  const client = { 'x-request-type': 'client' };
  const liked = await theirs.post('/api/likes.php', { data: { id: me.profile.id }, headers: client });
  expect(liked.status(), await liked.text()).toBe(200);
  const sent = await theirs.post('/api/messages.php', {
    data: {
      member: me.profile.id,
      client_id: `home-${Date.now().toString(36)}`,
      kind: 'text',
      text: 'Hello!',
    },
    headers: client,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await theirs.dispose();

  const chats = await api<ResponseOf<CallById['getChats']>>(context.request, '/api/chats.php');
  const likes = await api<ResponseOf<CallById['getLikes']>>(context.request, '/api/likes.php');
  expect(chats.total_unread_messages, 'the new message is unread').toBeGreaterThan(0);
  expect(likes.total_new_likes, 'the new like is new').toBeGreaterThan(0);
  const unread = chats.total_unread_messages;
  const newLikes = likes.total_new_likes!;

  // A member's page is its own code, loaded only for members, yet rendered on the server too.
  const html = await (await context.request.get('/')).text();
  expect(html).toContain('Welcome back, Free Demo');
  // What is new is in it as well, so nothing moves when the polled chats and likes arrive.
  expect(html).toContain(`unread message${unread === 1 ? '' : 's'}`);
  expect(html).not.toContain('Loading what is new');
  expect(html).toMatch(/Members near you[\s\S]*<img[^>]+src="\/media\/photos\//);

  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Free Demo' })).toBeVisible();
  const unreadLink = page.getByRole('link', {
    name: `${unread} unread message${unread === 1 ? '' : 's'}`,
    exact: true,
  });
  const likesLink = page.getByRole('link', {
    name: `${newLikes} new like${newLikes === 1 ? '' : 's'}`,
    exact: true,
  });
  await expect(unreadLink).toBeVisible();
  await expect(likesLink).toBeVisible();
  // Both in the first view of a phone.
  for (const link of [unreadLink, likesLink]) await expect(link).toBeInViewport();
  // The conversations with unread messages are listed, each leading to its chat.
  const theirChat = chats.chats.find((c) => c.profile.id === sender.profileId)!;
  expect(theirChat.num_unread_messages).toBe(1);
  await expect(
    page
      .getByRole('region', { name: 'Unread conversations' })
      .getByRole('link', { name: new RegExp(theirChat.profile.name) }),
  ).toHaveAttribute('href', `/chats/${theirChat.conversation.id}`);
  // Members near them, with photos, server-rendered.
  await expect(page.getByRole('list', { name: 'Members near you' }).locator('img').first()).toBeVisible();

  await likesLink.click();
  await expect(page).toHaveURL(/\/likes$/);
  await page.goBack();
  await unreadLink.click();
  await expect(page).toHaveURL(/\/chats$/);
  expect(problems.filter((p) => /hydrat/i.test(p))).toEqual([]);
});

test('Inter is declared once it is cached, so it never swaps in after the first paint', async ({
  page,
  context,
}) => {
  const interFaces = () =>
    page.evaluate(() =>
      [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Inter Variable').map((f) => f.status),
    );
  // A first visit paints with the metric-matched fallback and fetches the font after load.
  await page.goto('/');
  expect(await interFaces()).toEqual([]);
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'fonts_cached')).toBe(true);
  // The next page declares Inter, and it comes from the cache in time for the first paint.
  await page.reload();
  await page.evaluate(() => document.fonts.ready);
  expect(await interFaces()).toContain('loaded');
  const family = await page
    .getByRole('heading', { level: 1 })
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toMatch(/^"?Inter Variable/);
  const rendered = await page.evaluate(() => document.fonts.check('16px "Inter Variable"'));
  expect(rendered).toBe(true);
});

test('the API health answers', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
});
