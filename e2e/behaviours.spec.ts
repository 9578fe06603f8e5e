import { expect, test } from '@playwright/test';
import { acceptSiteEntry, hydrated } from './helpers';

test('tracking parameters are saved and leave the URL', async ({ page, context }) => {
  await acceptSiteEntry(page);
  await page.goto('/pages/faq?network=net1&ref=r9&sub1=a&aff_sub2=b&aff_sub3=c&keep=1');
  await expect(page).toHaveURL(/\/pages\/faq\?keep=1$/);
  const saved = await page.evaluate(() => window.localStorage.getItem('tracking'));
  expect(JSON.parse(saved ?? 'null')).toEqual({
    network: 'net1',
    ref: 'r9',
    sub1: 'a',
    sub2: 'b',
    sub3: 'c',
  });
  const cookie = (await context.cookies()).find((c) => c.name === 'amori_tracking');
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? 'null'))).toMatchObject({ network: 'net1' });
});

test('the t query shows the like popup after t seconds, and leaves the URL', async ({ page }) => {
  await acceptSiteEntry(page);
  await page.clock.install();
  await page.goto('/?t=60');
  await expect(page).toHaveURL(/\/$/);
  await hydrated(page);
  const popup = page.getByRole('dialog', { name: 'Someone likes you!' });
  await page.clock.fastForward(50_000);
  await expect(popup).toBeHidden();
  await page.clock.fastForward(10_000);
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'View profile' }).click();
  await expect(page).toHaveURL(/\/members$/);
});

test('the site-entry warning shows once to visitors', async ({ page }) => {
  await page.goto('/pages/faq');
  const modal = page.getByRole('dialog', { name: 'Adults only' });
  await expect(modal).toBeVisible();
  await hydrated(page);
  await modal.getByRole('button', { name: 'I am 18 or older, enter' }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(modal).toBeHidden();
});

test('the site-entry warning is in the first HTML, and not once accepted', async ({ request }) => {
  // Rendered by the server, so it is not a late paint that shifts or delays the page.
  const first = await (await request.get('/pages/faq')).text();
  expect(first).toContain('role="dialog"');
  expect(first).toContain('Adults only');
  const accepted = await (
    await request.get('/pages/faq', { headers: { cookie: 'site_entry_accepted=1' } })
  ).text();
  expect(accepted).not.toContain('Adults only');
  expect(accepted).toContain('Frequently asked questions');
});

test('the web manifest and the service worker (version 2) are served and register', async ({
  page,
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const body = (await manifest.json()) as { name: string; display: string; icons: { src: string }[] };
  expect(body).toMatchObject({ name: 'Amori', display: 'standalone' });
  for (const icon of body.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);

  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  const source = await sw.text();
  expect(source).toContain('NEW_PUSH_MESSAGE');
  expect(source).toContain('NEW_PUSH_CLICK');

  await acceptSiteEntry(page);
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const version = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return new Promise<unknown>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data);
      registration.active?.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
    });
  });
  expect(version).toEqual({ version: 2 });
});

test('the lb query sends a page-bounce beacon when the page is hidden', async ({ page }) => {
  await acceptSiteEntry(page);
  const beacon = page.waitForRequest(
    (r) => r.url().endsWith('/api/page-hidden.php') && r.method() === 'POST',
  );
  await page.goto('/?lb=1');
  await hydrated(page);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const request = await beacon;
  expect(request.headers()['content-type']).toBe('application/json');
});
