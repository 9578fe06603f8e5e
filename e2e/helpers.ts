import type { APIRequestContext, BrowserContext, Locator, Page, Route } from '@playwright/test';
import { SITE_ENTRY_COOKIE } from '@amori/core';
import type { CallById, ResponseOf } from '@amori/contract';
import { baseURL } from '../playwright.config';
import { expect } from './fixtures';

/** Marks the site-entry (adults only) warning as accepted, so it does not cover the page. */
export async function acceptSiteEntry(page: Page): Promise<void> {
  await page.context().addCookies([{ name: SITE_ENTRY_COOKIE, value: '1', url: baseURL }]);
}

/** Waits until React has hydrated the page and the site's behaviours are installed. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Moves the page's fake clock on, a poll at a time, until `seen` passes. The site polls 5 s after
 * mount and then every 60 s, but it arms the 60 s timer in a React render, which can come after
 * one long `runFor` has already ended (the timer then never fires): so time moves on again until
 * the poll's effect is seen. Only for outcomes that more polls do not change.
 */
export async function runPollsUntil(page: Page, seen: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(61_000);
    await seen();
  }).toPass({ timeout: 30_000 });
}

/**
 * How far `pauseClock` moves the page's clock on from its install: more than a test may run (its
 * timeout), so the page's time, which runs on in real time until then, is never past it.
 */
export const PAUSE_AHEAD_MS = 120_000;

/**
 * Installs the page's fake clock, running in real time so the page loads as usual (its
 * hydration waits on timers), and gives its start for `pauseClock`.
 */
export async function installClock(page: Page): Promise<number> {
  const start = Date.now();
  await page.clock.install({ time: start });
  return start;
}

/**
 * Pauses the page's clock `PAUSE_AHEAD_MS` after the start `installClock` gave; from then on only
 * the test moves it. `pauseAt` only goes forward, and a time read from the page is already past
 * when a loaded machine takes its time to pause: a fixed point ahead of the start is not. On
 * the way there, each timer the page armed fires once.
 */
export async function pauseClock(page: Page, start: number): Promise<number> {
  const pausedAt = start + PAUSE_AHEAD_MS;
  await page.clock.pauseAt(pausedAt);
  return pausedAt;
}

/**
 * Records, in the page, its (fake) time when it hydrated: the effects that mark it hydrated also
 * arm the timers of the site's behaviours (the `t` popup), in the same task.
 */
export async function recordHydrationTime(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    // The script runs before the page's <html> is parsed: watch the document for it.
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      (window as unknown as { hydratedAt: number }).hydratedAt = Date.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  return () => page.evaluate(() => (window as unknown as { hydratedAt: number }).hydratedAt);
}

/** Lets the page run the tasks that fired timers queued (React renders on a posted message). */
export async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 2; i++)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        }),
    );
}

export interface FetchCount {
  /** The requests for the path the page has started. */
  started: () => Promise<number>;
  /** Of those, the ones answered (or failed). */
  settled: () => Promise<number>;
}

/**
 * Counts, in the page, its requests for `path` (in every page the test opens from now on). Read
 * in the page, a count includes every request the page started in what it ran before, where
 * Playwright's `request` event may still be on its way.
 */
export async function countFetches(page: Page, path: string): Promise<FetchCount> {
  await page.addInitScript((watched) => {
    type Counts = Record<string, { started: number; settled: number }>;
    const scope = window as unknown as { fetchCounts?: Counts };
    const known = scope.fetchCounts;
    scope.fetchCounts = { ...known, [watched]: { started: 0, settled: 0 } };
    if (known) return;
    const fetch = window.fetch;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const count = (window as unknown as { fetchCounts: Counts }).fetchCounts[
        new URL(url, location.href).pathname
      ];
      if (!count) return fetch(input, init);
      count.started += 1;
      return fetch(input, init).finally(() => {
        count.settled += 1;
      });
    };
  }, path);
  const read = (key: 'started' | 'settled') => () =>
    page.evaluate(
      ([watched, which]) =>
        (window as unknown as { fetchCounts: Record<string, Record<string, number>> }).fetchCounts[watched]?.[
          which
        ] ?? 0,
      [path, key] as const,
    );
  return { started: read('started'), settled: read('settled') };
}

export const DEMO_PASSWORD = 'Demo-pass-2026';
export type DemoLogin = 'free@example.com' | 'premium@example.com' | StaffLogin;
/** The console's demo logins (roles moderator and operator). */
export type StaffLogin = 'moderator@example.com' | 'operator@example.com';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
const sessions = new Map<string, Cookies>();

/**
 * Logs in through the API (POST /api/user.php) and gives the context the session cookie.
 * The session is kept for the rest of the run, so the login rate limit (10 a minute per
 * address) is never reached; use `fresh` for a session a test ends (logout).
 */
export async function loginAs(
  context: BrowserContext,
  email: DemoLogin,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<void> {
  const cached = fresh ? undefined : sessions.get(email);
  if (cached) {
    await context.addCookies(cached);
    return;
  }
  const response = await context.request.post('/api/user.php', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'x-request-type': 'client' },
  });
  expect(response.ok(), `login as ${email}: ${response.status()}`).toBe(true);
  const cookies = (await context.cookies()).filter((c) => c.name.startsWith('auth.'));
  expect(cookies.length, 'the login sets an auth. cookie').toBeGreaterThan(0);
  if (!fresh) sessions.set(email, cookies);
}

/** Logs in through the /login form (the page must show it). */
export async function loginWithForm(page: Page, email: DemoLogin): Promise<void> {
  await hydrated(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The top navigation of the default layout. */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** The real answer of a GET, with changed fields (stays valid for the contract). */
export async function patchJson<T extends object>(route: Route, patch: (body: T) => T): Promise<void> {
  const response = await route.fetch();
  const body = (await response.json()) as T;
  await route.fulfill({ response, json: patch(body) });
}

/** A contract-valid GET /api/chats.php answer with this many unread messages. */
export function chatsWithUnread(total: number): ResponseOf<CallById['getChats']> {
  return { chats: [], likes: [], total_unread_messages: total, total_new_likes: 0 };
}

/** A contract-valid GET /api/likes.php answer with this many new likes. */
export function likesWithNew(total: number): ResponseOf<CallById['getLikes']> {
  return { profiles: [], liked: [], liked_by: [], total_new_likes: total };
}

/** A 403 authentication_required error envelope. */
export const AUTH_REQUIRED = {
  status: 403,
  json: { error: { code: 'authentication_required', message: 'Please log in.' } },
};

export interface NewMember {
  email: string;
  password: string;
  name: string;
  profileId: number;
}

/**
 * Signs a new member up through the API, without a photo (the step a signup may skip), in the
 * Netherlands; `request` is then logged in as them. Their e-mail is not confirmed yet.
 */
export async function signUp(
  request: APIRequestContext,
  { name, gender, seeking }: { name: string; gender: 'male' | 'female'; seeking: 'male' | 'female' },
): Promise<NewMember> {
  const email = `${name.toLowerCase()}-${Date.now().toString(36)}@example.com`;
  const password = 'a long enough passphrase';
  const response = await request.post('/api/signup.php', {
    data: {
      email,
      name,
      password,
      date_of_birth: '1994-05-05',
      signup_message: 'Hello!',
      gender,
      seeking,
      country: 'NL',
    },
    headers: { 'x-request-type': 'client' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { user } = (await response.json()) as { user: { profile: { id: number } } };
  return { email, password, name, profileId: user.profile.id };
}

/** Confirms a member's e-mail address with the link of their activation mail (the dev mailbox). */
export async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  let token: string | undefined;
  // The job queue sends within a moment: look again until the mail is there.
  await expect(async () => {
    const list = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
    const id = /href="\/dev\/mailbox\/(\d+)"/.exec(list)?.[1];
    expect(id, 'the activation mail').toBeDefined();
    const mail = await (await request.get(`/dev/mailbox/${id}`)).text();
    token = /token=([\w-]{20,})/.exec(mail)?.[1];
    expect(token, 'the activation link').toBeDefined();
  }).toPass({ timeout: 15_000 });
  const activated = await request.post('/api/activation.php', {
    data: { token },
    headers: { 'x-request-type': 'client' },
  });
  expect(activated.status(), await activated.text()).toBe(200);
}
