import { expect, test } from './fixtures';
import { acceptSiteEntry, hydrated } from './helpers';

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
  // After hydration the links navigate on the client.
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
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
