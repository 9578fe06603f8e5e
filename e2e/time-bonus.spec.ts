import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptSiteEntry, loginAs, mainNav, patchJson, settle, signUp } from './helpers';

/** The page's fake clock starts here; the member signed up a minute before. */
const NOW = new Date('2026-11-22T12:00:00Z');
const A_MINUTE_AGO = new Date(NOW.getTime() - 60_000).toISOString();
const NAME = 'Bonus Tester';

interface UserPatch {
  credits?: number;
  paid_user?: boolean;
  signup_date?: string;
}

/**
 * The real GET /api/user.php of the logged-in free member, changed: by default credits 0,
 * not paid, signed up a minute ago (every condition of the modal met), and a recognisable
 * name so the test can tell the changed user is on screen.
 */
async function serveUser(page: Page, patch: UserPatch = {}) {
  await page.route('**/api/user.php', (route) =>
    route.request().method() === 'GET'
      ? patchJson<{ profile: { name: string } }>(route, (user) => ({
          ...user,
          credits: 0,
          paid_user: false,
          signup_date: A_MINUTE_AGO,
          ...patch,
          profile: { ...user.profile, name: NAME },
        }))
      : route.continue(),
  );
}

/**
 * Opens a page and lets the paused clock run in small steps until the changed user is what
 * the header shows, then until the alerts are on the page: the modal's 40 s start then, give or
 * take 300 ms of fake time. The alerts (which arm the modal's timer in an effect) are a chunk of
 * their own: once it has arrived, React reveals them on a timer of the page's clock, up to 300 ms
 * later (its Suspense throttle). Without that step, a chunk that comes late on a slow machine
 * is revealed only by the first jump of the clock, and the modal's 40 s start that whole jump
 * late.
 */
async function open(page: Page, path: string) {
  const alertsLoaded = page.waitForEvent('requestfinished', (request) =>
    /\/assets\/alerts-[^/]*\.js$/.test(request.url()),
  );
  await page.goto(path);
  await waitForChangedUser(page);
  await alertsLoaded;
  await settle(page);
  await page.clock.runFor(300);
  // React's effect task, where the timer is armed.
  await settle(page);
}

const isModalsChunk = (url: string) => /\/assets\/modals-[^/]*\.js$/.test(url);

/**
 * Opens a page where the modal is due: the effect that arms its timer also starts loading the
 * modals' chunk, so the chunk's arrival proves the timer is armed, and once it is in, a modal
 * that falls due is on screen a few tasks later rather than after a download.
 */
async function openArmed(page: Page, path: string) {
  const modalsLoaded = page.waitForEvent('requestfinished', (request) => isModalsChunk(request.url()));
  await open(page, path);
  await modalsLoaded;
  await settle(page);
}

/**
 * Collects the page's requests for the modals' chunk from now on. The effect that arms the
 * modal's timer requests it at once, 40 s of the page's time before the modal could show: none
 * after that time proves that no timer was armed, where a hidden modal alone could only mean it
 * had not arrived yet.
 */
function modalsRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isModalsChunk(request.url())) urls.push(request.url());
  });
  return urls;
}

/** The clock of the time-bonus banner's countdown. */
const bannerClock = (page: Page) => page.locator('[data-banner="timeBonus"] [data-testid="countdown-clock"]');

/** The seconds an `HH:MM:SS` countdown shows. */
async function secondsShown(page: Page): Promise<number> {
  const [hours = 0, minutes = 0, seconds = 0] = ((await bannerClock(page).textContent()) ?? '')
    .split(':')
    .map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

/**
 * Moves the clock on by `ms` and waits until the banner's countdown shows the jump (a second
 * either way for rounding): the render of the alerts after it, the one in which a modal falling
 * due would be set to show.
 */
async function jumpSeen(page: Page, ms: number) {
  const before = await secondsShown(page);
  expect(before).toBeGreaterThan(0);
  await page.clock.fastForward(ms);
  await expect.poll(() => secondsShown(page)).toBeLessThanOrEqual(before - ms / 1000 + 1);
  await settle(page);
}

async function waitForChangedUser(page: Page) {
  const account = mainNav(page).getByRole('button', { name: `Account of ${NAME}` });
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(account).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 20_000 });
}

const modal = (page: Page) => page.getByRole('dialog', { name: '25% welcome bonus' });

/**
 * Moves the clock to 40 s after the page showed the changed user, then on a second at a time
 * until the modal is seen: its timer is armed in an effect after that render, which can come
 * after one jump of the clock (the exact 40 s is what the tests above check, in two steps).
 */
async function showModal(page: Page) {
  await page.clock.fastForward(39_000);
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(modal(page)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
}

// A poll the last jump of the clock sent may still be in the changed-user route when a test
// ends: its answer is no part of what the test checks.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test.beforeEach(async ({ page, context }) => {
  await acceptSiteEntry(page);
  await loginAs(context, 'free@example.com');
  // Paused: real time on a loaded machine does not count towards the 40 s.
  await page.clock.install({ time: NOW });
  await page.clock.pauseAt(new Date(NOW.getTime() + 10_000));
});

for (const path of ['/members', '/members/1', '/chats', '/likes', '/likes/m/1', '/premium']) {
  test(`the time-bonus modal shows 40 s after entering ${path}, not at 39 s`, async ({ page }) => {
    await serveUser(page);
    await openArmed(page, path);
    if (path === '/premium') {
      // No banner on /premium to show the jump: the render it brings is waited for by tasks.
      await page.clock.fastForward(39_000);
      await settle(page);
      await settle(page);
    } else {
      await jumpSeen(page, 39_000);
    }
    await expect(modal(page)).toBeHidden();
    await page.clock.fastForward(1_000);
    await expect(modal(page)).toBeVisible();
    await expect(modal(page)).toContainText('25% off');
    // The countdown: 4 h minus the minute before the clock started, the 10 s it was paused at,
    // and the 40 s since (give or take the steps that loaded the user).
    await expect(modal(page)).toContainText(/within 03:58:(0\d|10)/);
  });
}

const negatives: { title: string; path: string; patch: UserPatch }[] = [
  { title: 'a paid user', path: '/members', patch: { paid_user: true } },
  { title: 'a member with credits', path: '/members', patch: { credits: 5 } },
  {
    title: 'a member who signed up more than 4 hours ago',
    path: '/members',
    patch: { signup_date: new Date(NOW.getTime() - 4 * 3_600_000 - 60_000).toISOString() },
  },
  { title: 'a page outside the members area (/pages/faq)', path: '/pages/faq', patch: {} },
  { title: 'a page outside the members area (/profile)', path: '/profile', patch: {} },
  { title: 'a page outside the members area (/credits)', path: '/credits', patch: {} },
];

for (const { title, path, patch } of negatives) {
  test(`no time-bonus modal for ${title}`, async ({ page, context }) => {
    // A member of its own: the shared demo member's likes and matches, which other tests change,
    // bring other modals (and their chunk) that are no part of this test.
    await signUp(context.request, { name: 'Bonus', gender: 'male', seeking: 'female' });
    await serveUser(page, patch);
    const requested = modalsRequests(page);
    await open(page, path);
    await page.clock.fastForward(41_000);
    await settle(page);
    await page.clock.fastForward(30_000);
    await settle(page);
    expect(requested).toEqual([]);
    await expect(modal(page)).toBeHidden();
  });
}

test('closing the time-bonus modal stores hide-time-bonus-modal and it stays away', async ({ page }) => {
  await serveUser(page);
  await openArmed(page, '/chats');
  expect(await page.evaluate(() => localStorage.getItem('hide-time-bonus-modal'))).toBeNull();
  await showModal(page);
  await modal(page).getByRole('button', { name: 'Close' }).click();
  await expect(modal(page)).toBeHidden();
  const stored = await page.evaluate(() => localStorage.getItem('hide-time-bonus-modal'));
  expect(Number(stored)).toBeGreaterThan(0);

  const requested = modalsRequests(page);
  await page.reload();
  await waitForChangedUser(page);
  await settle(page);
  await jumpSeen(page, 41_000);
  await jumpSeen(page, 30_000);
  expect(requested).toEqual([]);
  await expect(modal(page)).toBeHidden();
});

test('Get Premium in the time-bonus modal dismisses it and opens /premium', async ({ page }) => {
  await serveUser(page);
  await openArmed(page, '/likes');
  await showModal(page);
  // Navigation needs time to flow (as it does for a real visitor).
  await page.clock.resume();
  await modal(page).getByRole('button', { name: 'Get Premium' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  await expect(modal(page)).toBeHidden();
  expect(Number(await page.evaluate(() => localStorage.getItem('hide-time-bonus-modal')))).toBeGreaterThan(0);
});

test('moving within the members area does not restart the 40 s', async ({ page }) => {
  await serveUser(page);
  await openArmed(page, '/members');
  await jumpSeen(page, 30_000);
  await expect(modal(page)).toBeHidden();
  // Navigation needs time to flow; what it takes in real time only brings the modal closer.
  await page.clock.resume();
  await mainNav(page)
    .getByRole('link', { name: /^Messages( \d|$)/ })
    .click();
  await expect(page).toHaveURL(/\/chats$/);
  await page.clock.fastForward(10_500);
  await expect(modal(page)).toBeVisible();
});

test('leaving the members area before 40 s: no modal outside it', async ({ page }) => {
  await serveUser(page);
  await openArmed(page, '/members');
  await page.clock.fastForward(30_000);
  await page.clock.resume();
  await page.getByRole('navigation', { name: 'Information' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/pages\/faq$/);
  // The modals' chunk is in: a modal that fell due would show in the render after the jump.
  await jumpSeen(page, 45_000);
  await expect(modal(page)).toBeHidden();
});
