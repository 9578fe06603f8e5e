import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  acceptSiteEntry,
  AUTH_REQUIRED,
  countFetches,
  hydrated,
  installClock,
  loginAs,
  mainNav,
  pauseClock,
  runPollsUntil,
  signUp,
} from './helpers';

test.beforeEach(async ({ page }) => acceptSiteEntry(page));

const account = (page: Page) => mainNav(page).getByRole('button', { name: /^Account of / });
const loginButton = (page: Page) => mainNav(page).getByRole('button', { name: 'Login' });

test('a 403 authentication_required on the user poll logs out; private pages then go to login', async ({
  page,
  context,
}) => {
  await loginAs(context, 'free@example.com');
  await page.clock.install();
  await page.goto('/pages/faq');
  await hydrated(page);
  await expect(account(page)).toBeVisible();

  // The session ends on the server: every user.php read now answers 403.
  await page.route('**/api/user.php', (route) =>
    route.request().method() === 'GET' ? route.fulfill(AUTH_REQUIRED) : route.continue(),
  );
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/user.php') && r.status() === 403);
  await runPollsUntil(page, () => expect(loginButton(page)).toBeVisible({ timeout: 1_000 }));
  await refused;
  await expect(loginButton(page)).toBeVisible();
  await expect(account(page)).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: /^Messages( \d|$)/ })).toHaveCount(0);

  await page.goto('/chats');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fchats$/);
  await expect(loginButton(page)).toBeVisible();
});

test('a 403 authentication_required from chats.php logs out and sends the member to login', async ({
  page,
  context,
}) => {
  await loginAs(context, 'free@example.com');
  await page.clock.install();
  await page.goto('/pages/faq');
  await hydrated(page);
  await expect(account(page)).toBeVisible();

  await page.route('**/api/chats.php', (route) => route.fulfill(AUTH_REQUIRED));
  await page.route('**/api/likes.php', (route) => route.fulfill(AUTH_REQUIRED));
  await runPollsUntil(page, () =>
    expect(page).toHaveURL(/\/login\?redirect=%2Fpages%2Ffaq$/, { timeout: 1_000 }),
  );
  await expect(loginButton(page)).toBeVisible();
  await expect(account(page)).toHaveCount(0);
});

test('a 403 authentication_required on the way into a private page sends the visitor to login', async ({
  page,
  context,
}) => {
  await loginAs(context, 'free@example.com');
  await page.goto('/pages/faq');
  await hydrated(page);
  await expect(account(page)).toBeVisible();
  await page.route('**/api/user.php', (route) =>
    route.request().method() === 'GET' ? route.fulfill(AUTH_REQUIRED) : route.continue(),
  );
  // A client-side navigation to a member page asks user.php first.
  await mainNav(page)
    .getByRole('link', { name: /^Likes( \d|$)/ })
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Flikes$/);
  await expect(loginButton(page)).toBeVisible();
});

test("a session ended on another device closes the chat page's live socket and logs out", async ({
  page,
  context,
  playwright,
}) => {
  // A member of its own: ending every other session of a demo login would end the session the
  // other tests keep for it.
  const member = await signUp(context.request, { name: 'Ended', gender: 'male', seeking: 'female' });
  const start = await installClock(page);
  const userCalls = await countFetches(page, '/api/user.php');
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/api/live'));
  const ready = socket.then((ws) =>
    ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')),
  );
  await page.goto('/chats');
  await hydrated(page);
  await ready;
  // The clock stands still from here: no poll runs, so only the socket can tell the page. The
  // polls that fall due on the way (the session still valid) are answered before it ends.
  await pauseClock(page, start);
  await expect.poll(userCalls.settled).toBe(await userCalls.started());
  const closed = (await socket).waitForEvent('close');
  await expect(account(page)).toBeVisible();

  // Another device of the member logs out everywhere else: the page's session ends.
  const other = await playwright.request.newContext({ baseURL: page.url() });
  const login = await other.post('/api/user.php', {
    data: { email: member.email, password: member.password },
    headers: { 'x-request-type': 'client' },
  });
  expect(login.ok()).toBe(true);
  const ended = await other.delete('/api/sessions.php', {
    data: {},
    headers: { 'x-request-type': 'client' },
  });
  expect(ended.ok()).toBe(true);
  await other.get('/api/logout.php', { headers: { 'x-request-type': 'client' } });
  await other.dispose();

  // No poll is needed: the socket's close (4001) logs the page out at once.
  expect((await closed).isClosed()).toBe(true);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fchats$/);
  await expect(loginButton(page)).toBeVisible();
  await expect(account(page)).toHaveCount(0);
});

test('tracking parameters on / are saved, leave the URL, and reach the server with later requests', async ({
  page,
  context,
}) => {
  await page.goto('/?network=abc&sub1=x');
  await hydrated(page);
  await expect(page).toHaveURL(/\/$/);
  const saved = await page.evaluate(() => window.localStorage.getItem('tracking'));
  expect(JSON.parse(saved ?? 'null')).toEqual({ network: 'abc', sub1: 'x' });
  const cookie = (await context.cookies()).find((c) => c.name === 'amori_tracking');
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? 'null'))).toEqual({ network: 'abc', sub1: 'x' });

  // The next page request (server rendering reads the network for logged-out search) carries them.
  const next = page.waitForRequest((r) => r.url().endsWith('/members') && r.isNavigationRequest());
  await page.goto('/members');
  const header = (await (await next).allHeaders())['cookie'] ?? '';
  const sent = /(?:^|;\s*)amori_tracking=([^;]*)/.exec(header)?.[1];
  expect(JSON.parse(decodeURIComponent(sent ?? 'null'))).toEqual({ network: 'abc', sub1: 'x' });

  // A later visit without parameters keeps what was saved.
  await page.goto('/pages/faq');
  await hydrated(page);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('tracking'))) ?? 'null')).toEqual({
    network: 'abc',
    sub1: 'x',
  });
});
