import type { Page } from '@playwright/test';
import { CHUNK_RELOAD_STORAGE_KEY } from '@amori/core';
import { expect, test } from './fixtures';
import { acceptSiteEntry, hydrated, loginAs } from './helpers';

// Spec point 4: a stale code chunk reloads the page, once a minute at most. Here chunk requests
// are made to fail, as when a deploy has replaced them.

test.beforeEach(async ({ page }) => acceptSiteEntry(page));

/** The module of a route, once React Router knows the route (links on the page are discovered). */
async function routeModule(page: Page, id: string): Promise<string> {
  const handle = await page.waitForFunction(
    (routeId) =>
      (window as unknown as { __reactRouterManifest?: { routes: Record<string, { module: string }> } })
        .__reactRouterManifest?.routes[routeId]?.module,
    id,
  );
  return (await handle.jsonValue()) as string;
}

/** Marks the page, so a reload (a new document) can be told from a client-side navigation. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

test('a route chunk that fails during navigation loads the page the visitor was going to', async ({
  page,
}) => {
  await page.goto('/pages/faq');
  await hydrated(page);
  const module = await routeModule(page, 'complaints');
  await page.route(`**${module}`, (route) => route.abort(), { times: 1 });
  await mark(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Complaints' }).click();
  await expect(page).toHaveURL(/\/complaints$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
  // A new document (the browser went there), and the time of that reload is kept.
  expect(await marked(page)).toBe(false);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_STORAGE_KEY)).toMatch(
    /^\d+$/,
  );
});

test('a second failure within the minute shows the error page at the target, without reloading', async ({
  page,
}) => {
  await page.goto('/pages/faq');
  await hydrated(page);
  const module = await routeModule(page, 'complaints');
  await page.route(`**${module}`, (route) => route.abort());
  // The page was reloaded for a stale chunk a moment ago.
  await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now())), CHUNK_RELOAD_STORAGE_KEY);
  await mark(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Complaints' }).click();
  await expect(page).toHaveURL(/\/complaints$/);
  await expect(page.getByText('Error 500')).toBeVisible();
  expect(await marked(page)).toBe(true);
});

test.describe('a lazy part whose chunk fails', () => {
  test("leaves the members' alerts out and the page usable, reloading once at most", async ({
    page,
    context,
  }) => {
    await loginAs(context, 'free@example.com');
    const aborted: string[] = [];
    await page.route(/\/assets\/alerts-[^/]+\.js$/, (route) => {
      aborted.push(route.request().url());
      return route.abort();
    });
    await page.goto('/pages/faq');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect.poll(() => aborted.length).toBeGreaterThan(0);
    // It failed, the page reloaded once, it failed again within the minute: the page stays.
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.getByText('Error 500')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Account of / })).toBeVisible();
    expect(aborted.length).toBeLessThanOrEqual(2);
  });

  test('twice within a minute: no reload, and no error page', async ({ page, context }) => {
    await loginAs(context, 'free@example.com');
    await page.addInitScript(
      (key) => sessionStorage.setItem(key, String(Date.now())),
      CHUNK_RELOAD_STORAGE_KEY,
    );
    let aborted = 0;
    await page.route(/\/assets\/alerts-[^/]+\.js$/, (route) => {
      aborted += 1;
      return route.abort();
    });
    await page.goto('/pages/faq');
    await hydrated(page);
    await expect.poll(() => aborted).toBe(1);
    await mark(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.getByText('Error 500')).toHaveCount(0);
    expect(await marked(page)).toBe(true);
    expect(aborted).toBe(1);
  });
});
