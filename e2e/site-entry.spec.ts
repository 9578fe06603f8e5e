import { SITE_ENTRY_COOKIE } from '@amori/core';
import { baseURL } from '../playwright.config';
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

// The site-entry (adults only) warning as a visitor meets it: on a slow phone its choices must
// work before the page's scripts run, and with them it holds the keyboard until it is answered.

const FAQ = 'Frequently asked questions';

test('without scripts, entering through the warning sets the cookie and shows the page asked for', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/pages/faq?country=BE');
  const modal = page.getByRole('dialog', { name: 'Adults only' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'I am 18 or older, enter' }).click();
  // Back on the same page, query kept, the warning gone: the server set the page's own cookie.
  await expect(page).toHaveURL(/\/pages\/faq\?country=BE$/);
  await expect(page.getByRole('heading', { level: 1, name: FAQ })).toBeVisible();
  await expect(modal).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === SITE_ENTRY_COOKIE);
  expect(cookie?.value).toBe('1');
  // And it stays accepted on the next page.
  await page.goto('/pages/terms');
  await expect(page.getByRole('dialog', { name: 'Adults only' })).toHaveCount(0);
  await context.close();
});

test('without scripts, leaving through the warning leaves the site', async ({ browser }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  // The way out, answered here: the test does not reach the internet.
  await context.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title>' }),
  );
  const page = await context.newPage();
  await page.goto('/pages/faq');
  await page.getByRole('link', { name: 'Leave' }).click();
  await expect(page).toHaveURL('https://www.google.com/');
  expect((await context.cookies()).some((c) => c.name === SITE_ENTRY_COOKIE)).toBe(false);
  await context.close();
});

test('the warning form goes back to a page of this site only', async ({ request }) => {
  const send = (redirect: string) => request.post('/site-entry', { form: { redirect }, maxRedirects: 0 });
  const home = await send('/pages/faq?country=BE');
  expect(home.status()).toBe(303);
  expect(home.headers()['location']).toBe('/pages/faq?country=BE');
  expect(home.headers()['set-cookie']).toContain(`${SITE_ENTRY_COOKIE}=1`);
  for (const elsewhere of ['https://elsewhere.example/', '//elsewhere.example', '/\t/elsewhere.example']) {
    const answer = await send(elsewhere);
    expect(answer.status(), elsewhere).toBe(303);
    expect(answer.headers()['location'], elsewhere).toBe('/');
  }
});

test('with scripts, Tab stays in the warning, and focus goes to the page once it is accepted', async ({
  page,
}) => {
  await page.goto('/pages/faq');
  await hydrated(page);
  const modal = page.getByRole('dialog', { name: 'Adults only' });
  const enter = modal.getByRole('button', { name: 'I am 18 or older, enter' });
  const leave = modal.getByRole('link', { name: 'Leave' });
  await expect(enter).toBeFocused();
  const focusInModal = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInModal(), `Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInModal(), `Shift+Tab ${i + 1}`).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  await expect(leave).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(enter).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modal).toHaveCount(0);
  // Focus is given back to the page (its main content), not lost at the foot of the document.
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: FAQ })).toBeVisible();
  // Answered in the page, no reload: the same cookie.
  expect((await page.context().cookies()).find((c) => c.name === SITE_ENTRY_COOKIE)?.value).toBe('1');
});
