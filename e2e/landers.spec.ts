import type { APIRequestContext } from '@playwright/test';
import { LANDER_KINDS } from '@amori/core';
import { baseURL } from '../playwright.config';
import { expect, test } from './fixtures';
import { acceptSiteEntry, hydrated } from './helpers';

test.beforeEach(async ({ page }) => acceptSiteEntry(page));

/** A member with a profile to feature (the demo data has many). */
async function someMemberId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/members.php?gender=female', {
    headers: { 'x-request-type': 'client' },
  });
  const body = (await response.json()) as { profiles: { id: number }[] };
  expect(body.profiles.length).toBeGreaterThan(0);
  return body.profiles[0]!.id;
}

/** Each lander route and the heading its first HTML shows (`{id}`: a member's id). */
const ALL: [string, RegExp][] = [
  ['/landers/tinderswipe', /Swipe, match, meet/],
  ...LANDER_KINDS.map((kind): [string, RegExp] => [`/landers/${kind}`, /./]),
  ['/landers/gallery/mature', /Mature singles near you/],
  ['/landers/alonetonight/women', /Women near you are online tonight/],
  ['/members/{id}/landing', /wants to meet you/],
  ['/members/{id}/landing2', /is online now/],
  ['/members/{id}/landing3/mature', /Say hello to/],
];
/** CI checks three; `pnpm test:full` (LANDERS=all) every one. */
const CHECKED =
  process.env.LANDERS === 'all'
    ? ALL
    : ALL.filter(([path]) =>
        ['/landers/tinderswipe', '/landers/gallery', '/members/{id}/landing'].includes(path),
      );

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of CHECKED) {
    test(`${path} shows its content`, async ({ page }) => {
      const url = path.replace('{id}', String(await someMemberId(page.request)));
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The lander layout: logo bar, content, footer.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Amori' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('link', { name: /Join for free|Write to/ }).first()).toBeVisible();
    });
  }
});

test('/members/{id}/signup is the member signup lander: that member, then the signup to write to them', async ({
  browser,
  request,
}) => {
  const response = await request.get('/api/members.php?gender=female', {
    headers: { 'x-request-type': 'client' },
  });
  const { profiles } = (await response.json()) as { profiles: { id: number; name: string }[] };
  const member = profiles[0]!;
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await visitor.newPage();
    await acceptSiteEntry(page);
    expect((await page.goto(`/members/${member.id}/signup`))?.status()).toBe(200);
    await expect(page.locator('[data-lander="Member signup"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${member.name} wants to meet you`);
    await expect(page.getByRole('heading', { name: `Write ${member.name} a message` })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('a lander ships no app script until the visitor interacts, then hydrates', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/landers/gallery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Singles near you');
  expect(scripts).toEqual([]);
  await page.getByLabel('Your message').click();
  await hydrated(page);
  expect(scripts.length).toBeGreaterThan(0);
});

test('the swipe teaser works: a few swipes, then it asks the visitor to sign up', async ({ page }) => {
  await page.goto('/landers/tinderswipe');
  const teaser = page.locator('[data-lander-island="swipe"]');
  // The first press loads the app; the teaser takes it once hydrated.
  await teaser.getByRole('button', { name: 'Like' }).click();
  await hydrated(page);
  await teaser.getByRole('button', { name: 'Pass' }).click();
  await teaser.getByRole('button', { name: 'Like' }).click();
  await expect(teaser.getByText('Sign up to see who likes you back.')).toBeVisible();
  await expect(teaser.getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/signup');
});

test('a visitor signs up from a lander with tracking parameters, and the server keeps them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const email = `lander-${stamp}@example.com`;
  await page.goto('/landers/gallery/women?network=e2e-net&aff_sub=campaign-7&sub2=b');
  const signup = page.locator('#signup');
  await signup.getByLabel('Your message').click();
  await hydrated(page);
  await signup.getByLabel('Your message').fill('Hello from the gallery!');
  await signup.getByRole('button', { name: 'Next' }).click();
  await signup.getByRole('button', { name: 'Skip for now' }).click();
  await signup.getByLabel('Country').selectOption('NL');
  await signup.getByLabel('City or town').fill('Utrecht');
  await signup.getByRole('button', { name: 'Next' }).click();
  await signup.getByText('A man', { exact: true }).click();
  await signup.getByText('Women', { exact: true }).click();
  await signup.getByLabel('Username').fill('Lotte');
  await signup.getByLabel('E-mail address').fill(email);
  await signup.getByLabel('Password', { exact: true }).fill('blue meadow river');
  await signup.getByRole('spinbutton').first().click();
  await page.keyboard.type('15061990');
  await signup.getByRole('button', { name: 'Next' }).click();
  await signup.getByRole('button', { name: 'Create my account' }).click();
  await expect(signup.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const exported = await page.request.get('/api/export.php', { headers: { 'x-request-type': 'client' } });
  expect(exported.status()).toBe(200);
  const text = await exported.text();
  expect(text).toContain('e2e-net');
  expect(text).toContain('campaign-7');
});
