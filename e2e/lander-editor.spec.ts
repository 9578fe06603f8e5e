import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expect, test } from './fixtures';
import { acceptSiteEntry, DEMO_PASSWORD, hydrated } from './helpers';

test.beforeEach(async ({ page }) => acceptSiteEntry(page));

async function logIn(request: APIRequestContext, email: string) {
  const login = await request.post('/api/user.php', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'x-request-type': 'client' },
  });
  expect(login.ok(), `login as ${email}: ${login.status()}`).toBe(true);
}

/** Logs in as the operator and opens the editor on a new lander under `slug`. */
async function openNewLander(page: Page, request: APIRequestContext, slug: string) {
  await logIn(request, 'operator@example.com');
  await page.goto(`/admin/landers/${slug}`);
  await hydrated(page);
  // The editor's code (Puck) loads after the page: a large chunk on a busy machine.
  await expect(page.getByText(`Lander: ${slug}`)).toBeVisible({ timeout: 60_000 });
}

test('the landers and their editor are for operators only', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/admin/landers');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Flanders$/);
  await page.goto('/admin/landers/spring');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Flanders%2Fspring$/);
  await logIn(context.request, 'free@example.com');
  expect((await page.goto('/admin/landers'))?.status()).toBe(403);
  expect((await page.goto('/admin/landers/spring'))?.status()).toBe(403);
  // No way there in a member's menu.
  await page.goto('/members');
  await hydrated(page);
  await page.getByRole('button', { name: /^Account of / }).click();
  // The menu's code loads on its first opening.
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('menuitem', { name: 'Landers' })).toHaveCount(0);
});

test('an operator goes from the menu to the landers, edits one, saves, publishes, and sees its state', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const slug = `e2e-list-${Date.now().toString(36)}`;
  await logIn(context.request, 'operator@example.com');
  await page.goto('/members');
  await hydrated(page);
  await page.getByRole('button', { name: /^Account of / }).click();
  await page.getByRole('menuitem', { name: 'Landers' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/landers$/);
  // The list's code and words load on the way: longer than a click's wait on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Landers' })).toBeVisible({ timeout: 30_000 });

  // A new lander by its address: the editor opens on it.
  await page.getByRole('textbox', { name: "New lander's address" }).fill(slug);
  await page.getByRole('button', { name: 'Create lander' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/landers/${slug}$`));
  await expect(page.getByText(`Lander: ${slug}`)).toBeVisible({ timeout: 60_000 });

  // Its name (a field of the page, with the library's text field), then a draft.
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('New lander');
  await name.fill(`Spring ${slug}`);
  // The page title names its text, not a copy key.
  await expect(page.getByRole('combobox', { name: 'Page title' })).toHaveValue('Singles near you');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  await page.getByRole('link', { name: 'All landers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Landers' })).toBeVisible({ timeout: 30_000 });
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Spring ${slug}` }) });
  await expect(item.getByText('Draft', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(item.getByText('Not live yet')).toBeVisible();

  // Back in the editor: a block, then publish.
  await item.getByRole('link', { name: `Edit Spring ${slug}` }).click();
  await expect(page.getByText(`Lander: ${slug}`)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Add Questions and answers' }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toHaveText(
    `Published at /landers/custom/${slug}`,
  );

  await page.getByRole('link', { name: 'All landers' }).click();
  await expect(item.getByText('Published', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(item.getByRole('link', { name: `/landers/custom/${slug}` })).toHaveAttribute(
    'href',
    `/landers/custom/${slug}`,
  );
});

test('an operator composes a lander, publishes it, and a visitor gets it in the first HTML', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const slug = `e2e-${Date.now().toString(36)}`;
  // A new lander under its slug: it starts as the new-lander document (a hero).
  await openNewLander(page, context.request, slug);

  // Two blocks from the block list, each added at the end and selected.
  await page.getByRole('button', { name: 'Add Questions and answers' }).click();
  await page.getByRole('button', { name: 'Add Member quotes' }).click();
  // The testimonial's name (a text field of its first quote).
  await page.getByRole('button', { name: /^Sanne, 34/ }).click();
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Sanne, 34');
  await name.fill('Marieke, 29');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toHaveText(
    `Published at /landers/custom/${slug}`,
  );

  // A visitor, without JavaScript: the blocks are in the server's HTML.
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const lander = await visitor.newPage();
    await acceptSiteEntry(lander);
    const response = await lander.goto(`/landers/custom/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(lander.getByRole('heading', { level: 1 })).toHaveText('Singles near you');
    await expect(lander.getByText('Marieke, 29')).toBeVisible();
    await expect(lander.getByRole('heading', { name: 'What members say' })).toBeVisible();
    await expect(lander.getByRole('heading', { name: 'Questions' })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('an operator drags a block from the list into the page with the mouse', async ({ page, context }) => {
  test.setTimeout(120_000);
  const slug = `e2e-drag-${Date.now().toString(36)}`;
  await openNewLander(page, context.request, slug);

  // The new-lander document holds one hero; the faq block goes below it.
  const preview = page.frameLocator('iframe').first();
  const hero = preview.getByRole('heading', { level: 1 }).first();
  await expect(hero).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Questions' })).toHaveCount(0);

  // Puck's block list shows each block's name and what it shows.
  const source = page.getByText('Questions and answers', { exact: true }).first();
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const frame = await page.locator('iframe').first().boundingBox();
  const heroBox = await hero.boundingBox(); // page coordinates, though the hero is in the frame
  if (!from || !frame || !heroBox) throw new Error('no layout for the drag');
  // Mouse steps, as a person drags: press, move a little (the drag starts), then over the page
  // just below the hero, then release.
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const drop = { x: frame.x + frame.width / 2, y: heroBox.y + heroBox.height + 20 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 20, start.y + 5, { steps: 10 });
  await page.mouse.move(drop.x, drop.y, { steps: 30 });
  await page.mouse.move(drop.x, drop.y + 5, { steps: 5 });
  await page.mouse.up();

  await expect(preview.getByRole('heading', { name: 'Questions' })).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
});
