import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import {
  acceptSiteEntry,
  DEMO_PASSWORD,
  hydrated,
  loginAs,
  loginWithForm,
  mainNav,
  patchJson,
} from './helpers';
import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => acceptSiteEntry(page));

test('a free member logs in on /login, comes back, and sees the member navigation', async ({ page }) => {
  await page.goto('/login?redirect=/chats');
  await loginWithForm(page, 'free@example.com');
  await expect(page).toHaveURL(/\/chats$/);

  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  await expect(nav.getByRole('link', { name: /^Messages( \d|$)/ })).toHaveAttribute('href', '/chats');
  await expect(nav.getByRole('link', { name: /^Likes( \d|$)/ })).toHaveAttribute('href', '/likes');
  await expect(nav.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
  await expect(nav.getByRole('link', { name: /^Credits/ })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Login' })).toHaveCount(0);
});

test('a wrong password shows the login error and stays on /login', async ({ page }) => {
  await page.goto('/login?redirect=/chats');
  await hydrated(page);
  await page.getByLabel('E-mail address').fill('free@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login failed, please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

/**
 * A visitor on a slow line: the page is on screen, its scripts come only once a form has been
 * sent (a POST navigation), or when the test calls the answer. Tied to that event rather than to
 * a delay, what the test types and sends is sure to go before the scripts, however slow it runs.
 */
async function holdScriptsBack(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.method() === 'POST') release();
  });
  await page.route('**/assets/**/*.js', async (route) => {
    await released;
    // The page has gone on by then (the form was sent).
    await route.continue().catch(() => undefined);
  });
  return release;
}

test("a login sent before the page's scripts ran logs in and goes on, the password in no address", async ({
  page,
}) => {
  await holdScriptsBack(page);
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.goto('/login?redirect=/pages/faq', { waitUntil: 'commit' });
  await page.getByLabel('E-mail address').fill('free@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/pages\/faq$/);
  await expect(mainNav(page).getByRole('button', { name: /^Account of / })).toBeVisible();
  expect(addresses.filter((url) => url.includes(DEMO_PASSWORD))).toEqual([]);
});

test("a failed login sent before the page's scripts ran says so and keeps the e-mail address", async ({
  page,
}) => {
  await holdScriptsBack(page);
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.goto('/login', { waitUntil: 'commit' });
  // No such member: a wrong password here locks no one the other tests log in as.
  await page.getByLabel('E-mail address').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('pre-hydration-secret');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByText('Login failed, please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('E-mail address')).toHaveValue('nobody@example.com');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  expect(addresses.filter((url) => url.includes('pre-hydration-secret'))).toEqual([]);
});

test("a login sent before the page's scripts ran without a password asks for it, the e-mail address kept", async ({
  page,
}) => {
  await holdScriptsBack(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('E-mail address').fill('nobody@example.com');
  await page.getByLabel('E-mail address').press('Enter');
  await expect(page.getByText('Please fill in this field.')).toHaveCount(1);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Login failed, please try again.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('E-mail address')).toHaveValue('nobody@example.com');
});

test("what was typed before the page's scripts ran is kept when they run, and sent", async ({ page }) => {
  const scriptsArrive = await holdScriptsBack(page);
  await page.goto('/login?redirect=/pages/faq', { waitUntil: 'commit' });
  await page.getByLabel('E-mail address').fill('free@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  scriptsArrive();
  await hydrated(page);
  await expect(page.getByLabel('E-mail address')).toHaveValue('free@example.com');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO_PASSWORD);
  // The page's own state has them: its login (no reload) goes through.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/pages\/faq$/);
  await expect(mainNav(page).getByRole('button', { name: /^Account of / })).toBeVisible();
});

/** The device cookie the browser keeps (a year, httpOnly, Lax), or undefined. */
async function deviceCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'amori_device');
}

function expectDeviceCookie(cookie: Awaited<ReturnType<typeof deviceCookie>>) {
  expect(cookie, 'a device cookie').toBeDefined();
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
  expect(Math.round((cookie!.expires * 1000 - Date.now()) / 86_400_000)).toBe(365);
}

test('a login in the page gives the browser its device cookie', async ({ page, context }) => {
  await page.goto('/login?redirect=/pages/faq');
  await loginWithForm(page, 'free@example.com');
  await expect(page).toHaveURL(/\/pages\/faq$/);
  await expect(mainNav(page).getByRole('button', { name: /^Account of / })).toBeVisible();
  expectDeviceCookie(await deviceCookie(context));
});

test("a login sent before the page's scripts ran gives the browser its device cookie too", async ({
  page,
  context,
}) => {
  await holdScriptsBack(page);
  await page.goto('/login?redirect=/pages/faq', { waitUntil: 'commit' });
  await page.getByLabel('E-mail address').fill('free@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/pages\/faq$/);
  await expect(mainNav(page).getByRole('button', { name: /^Account of / })).toBeVisible();
  expectDeviceCookie(await deviceCookie(context));
});

test("a member whose address strangers locked gets in from their own browser, the form sent before the page's scripts ran", async ({
  page,
  context,
  request,
}) => {
  // A member of this test's own: the lock it leaves behind is no other test's.
  const email = `device-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'a long enough passphrase';
  const signup = await request.post('/api/signup.php', {
    data: {
      email,
      name: 'Device Owner',
      password,
      date_of_birth: '1990-05-05',
      signup_message: 'Hello!',
      gender: 'female',
      seeking: 'male',
    },
    // Counted as a visitor address of its own (believed from loopback): the suite's signups
    // stay under their limit.
    headers: { 'x-request-type': 'client', 'x-forwarded-for': '198.51.100.23' },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  // The member logs in with this browser once, and out again: it keeps its device cookie.
  const client = { 'x-request-type': 'client' };
  expect(
    (await context.request.post('/api/user.php', { data: { email, password }, headers: client })).status(),
  ).toBe(200);
  expect((await context.request.get('/api/logout.php', { headers: client })).status()).toBe(200);
  expect(await deviceCookie(context)).toBeDefined();
  // Strangers, from five addresses, lock the address for every browser it never logged in with.
  const statuses = [];
  for (let i = 1; i <= 5; i++) {
    const answer = await request.post('/api/user.php', {
      data: { email, password: 'a wrong guess' },
      headers: { ...client, 'x-forwarded-for': `203.0.113.${i}` },
    });
    statuses.push(answer.status());
  }
  expect(statuses).toEqual([401, 401, 401, 401, 429]);
  const stranger = await request.post('/api/user.php', { data: { email, password }, headers: client });
  expect(stranger.status()).toBe(429);
  // The form, sent before the scripts ran: the action hands the browser's cookies to the API.
  await holdScriptsBack(page);
  await page.goto('/login?redirect=/pages/faq', { waitUntil: 'commit' });
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/pages\/faq$/);
  await expect(mainNav(page).getByRole('button', { name: /^Account of / })).toBeVisible();
});

test('a login form sent from another site logs no one in', async ({ request }) => {
  // React Router refuses a form whose Origin is another site (400); the API, to which the
  // action hands the visitor's Sec-Fetch-Site, refuses one a browser marked cross-site (403).
  const sentFromElsewhere: Record<string, string>[] = [
    { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' },
    { origin: 'https://elsewhere.example' },
    { 'sec-fetch-site': 'cross-site' },
  ];
  for (const headers of sentFromElsewhere) {
    const answer = await request.post('/login', {
      form: { email: 'free@example.com', password: DEMO_PASSWORD },
      headers,
      maxRedirects: 0,
    });
    expect([400, 403]).toContain(answer.status());
    expect(answer.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')).toEqual([]);
  }
  // The same form from the site itself does.
  const own = await request.post('/login', {
    form: { email: 'free@example.com', password: DEMO_PASSWORD },
    headers: { 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(own.status()).toBe(303);
  expect(own.headers()['set-cookie']).toMatch(/auth\.session=/);
});

test("a complaint sent before the page's scripts ran is sent", async ({ page }) => {
  await holdScriptsBack(page);
  await page.goto('/complaints', { waitUntil: 'commit' });
  await page.getByLabel('Your name').fill('Early Sender');
  await page.getByLabel('E-mail address').fill('early@example.com');
  await page.getByLabel('Subject').fill('Sent on a slow line');
  await page.getByLabel('Your complaint').fill('Typed before the page had its scripts.');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(
    page.getByText('Thank you. We received your complaint and will answer you by e-mail.'),
  ).toBeVisible();
});

test("a complaint with a bad e-mail address sent before the page's scripts ran comes back saying so, nothing lost", async ({
  page,
}) => {
  await holdScriptsBack(page);
  await page.goto('/complaints', { waitUntil: 'commit' });
  await page.getByLabel('Your name').fill('Early Sender');
  await page.getByLabel('E-mail address').fill('not-an-email');
  await page.getByLabel('Subject').fill('Sent on a slow line');
  await page.getByLabel('Your complaint').fill('Typed before the page had its scripts.');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue('not-an-email');
  await expect(page.getByLabel('Your complaint')).toHaveValue('Typed before the page had its scripts.');
});

test('a premium member sees Credits instead of Get Premium, with the balance at 10 or fewer', async ({
  page,
  context,
}) => {
  await loginAs(context, 'premium@example.com');
  await page.goto('/pages/faq');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: /^Credits/ })).toHaveAttribute('href', '/credits');
  await expect(nav.getByRole('link', { name: 'Get Premium' })).toHaveCount(0);
  // More than 10 credits (whatever the tests before spent of the demo member's): no balance badge.
  const { credits } = (await (
    await context.request.get('/api/user.php', { headers: { 'x-request-type': 'client' } })
  ).json()) as { credits: number };
  expect(credits).toBeGreaterThan(10);
  await expect(nav.getByRole('link', { name: /^Credits/ }).getByText(/^\d+$/)).toHaveCount(0);

  // At 10 credits or fewer the badge shows the balance (here from the poll 5 s after mount).
  await page.route('**/api/user.php', (route) =>
    route.request().method() === 'GET'
      ? patchJson<{ credits: number }>(route, (user) => ({ ...user, credits: 7 }))
      : route.continue(),
  );
  await page.clock.install();
  await page.reload();
  await hydrated(page);
  await page.clock.runFor(5_100);
  await expect(nav.getByRole('link', { name: /^Credits/ }).getByText('7', { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Get Premium' })).toHaveCount(0);
  // A later read of the user may still be in the changed-user route when the test ends: its
  // answer is no part of what the test checks.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the account menu works with the keyboard: My profile, Settings, Logout', async ({ page, context }) => {
  await loginAs(context, 'free@example.com', { fresh: true });
  await page.goto('/pages/faq');
  await hydrated(page);
  const nav = mainNav(page);
  const account = nav.getByRole('button', { name: /^Account of / });
  // The member's name is on the button, with a chevron; the items are menu items.
  await expect(account).toContainText('Free Demo');
  await expect(account).toHaveAttribute('aria-haspopup', 'menu');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  const menu = page.getByRole('menu');
  await expect(menu).toHaveCount(0);

  // The menu's code loads on first open; Enter opens it.
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem', { name: 'My profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  // Escape closes it and gives the focus back.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(account).toBeFocused();

  // My profile → /profile: Enter opens on the first item, Enter follows it.
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);

  // Settings → /notifications (arrow down to it)
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/notifications$/);

  // Logout: the Login button comes back and a private page sends you to login.
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(account).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /^Messages( \d|$)/ })).toHaveCount(0);
  expect((await context.cookies()).filter((c) => c.name === 'auth.session')).toEqual([]);

  await page.goto('/chats');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fchats$/);
  await expect(mainNav(page).getByRole('button', { name: 'Login' })).toBeVisible();
});
