import { expect, test } from '@playwright/test';
import { acceptSiteEntry } from './helpers';

test('the index page is server-rendered with the site name, then hydrates without warnings', async ({
  page,
  request,
}) => {
  // Content arrives in the first HTML, before any script runs.
  const html = await (await request.get('/')).text();
  expect(html).toContain('Meet singles near you');
  expect(html).toMatch(/<p[^>]*>Amori<\/p>/);

  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await acceptSiteEntry(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();
  await expect(page).toHaveTitle('Amori - Meet singles near you');
  // After hydration the buttons are live: the login button navigates on the client.
  await page.waitForFunction(() => document.querySelector('button[data-react-aria-pressable]') !== null);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(problems.filter((p) => /hydrat/i.test(p))).toEqual([]);
});

test('the self-hosted Inter font is loaded and used, not the system fallback', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const inter = await page.evaluate(() =>
    [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Inter Variable' && f.status === 'loaded'),
  );
  expect(inter).toBe(true);
  const family = await page
    .getByRole('heading', { level: 1 })
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toMatch(/^"?Inter Variable/);
});

test('the API health answers', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
});
