import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { countFetches, hydrated, loginAs, settle } from './helpers';

/**
 * Push end to end. Headless Chromium cannot reach a real push service, so the page's
 * PushManager is stubbed to hand out a subscription whose endpoint is a local receiver this
 * test runs; the server's web push goes there. Delivery to the service worker is DevTools'
 * ServiceWorker.deliverPushMessage.
 */
const RECEIVER_PORT = 4431;
let receiver: Server;
const pushes: { headers: IncomingHttpHeaders; length: number }[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    let length = 0;
    request.on('data', (c: Buffer) => (length += c.length));
    request.on('end', () => {
      pushes.push({ headers: request.headers, length });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

/** A browser-like subscription (a P-256 key and an auth secret) for the local receiver. */
function subscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** Replaces the push manager: subscribe() hands out the receiver's subscription (kept per tab). */
async function stubPushManager(page: Page, endpoint: string) {
  await page.addInitScript(
    ({ endpoint, keys }) => {
      const make = () => ({
        endpoint,
        expirationTime: null,
        options: {},
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => true,
      });
      PushManager.prototype.subscribe = async function () {
        sessionStorage.setItem('stub-push', '1');
        return make() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return sessionStorage.getItem('stub-push') ? (make() as unknown as PushSubscription) : null;
      };
    },
    { endpoint, keys: subscriptionKeys() },
  );
}

const pushState = (page: Page) => page.locator('html');

test('push states: unknown without push support, denied when blocked, capable with the banner', async ({
  browser,
}) => {
  for (const [name, script] of [
    ['unknown', () => delete (window as { PushManager?: unknown }).PushManager],
    ['denied', () => Object.defineProperty(Notification, 'permission', { get: () => 'denied' })],
    ['capable', () => undefined],
  ] as const) {
    const context = await browser.newContext();
    await loginAs(context, 'free@example.com');
    const page = await context.newPage();
    await page.addInitScript(script);
    await page.goto('/pages/faq');
    await hydrated(page);
    await expect(pushState(page), name).toHaveAttribute('data-push', name);
    const banner = page.getByRole('button', { name: 'Turn on notifications' });
    if (name === 'capable') await expect(banner).toBeVisible();
    else await expect(banner).toHaveCount(0);
    await context.close();
  }
});

test('subscribe, the server pushes a new like, the service worker delivers it, a click opens checkUrl', async ({
  page,
  context,
}) => {
  await loginAs(context, 'free@example.com');
  await context.grantPermissions(['notifications']);
  const endpoint = `http://127.0.0.1:${RECEIVER_PORT}/push/${Date.now()}`;
  await stubPushManager(page, endpoint);
  await page.goto('/pages/faq');
  await hydrated(page);
  await expect(pushState(page)).toHaveAttribute('data-push', 'capable');

  // Subscribing posts the subscription to /api/user.php?push=1; the state turns subscribed.
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/user.php?push=1') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Turn on notifications' }).click();
  const response = await stored;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ subscription: { endpoint } });
  await expect(pushState(page)).toHaveAttribute('data-push', 'subscribed');
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);

  // A new like for this member is pushed to the stored subscription: encrypted, VAPID-signed, TTL.
  pushes.length = 0;
  const like = await context.request.get('/api/auto-like.php', { headers: { 'x-request-type': 'client' } });
  expect(like.ok()).toBe(true);
  await expect.poll(() => pushes.length).toBe(1);
  expect(pushes[0]!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
  expect(pushes[0]!.headers.ttl).toBe('86400');
  expect(pushes[0]!.headers['content-encoding']).toBe('aes128gcm');
  expect(pushes[0]!.length).toBeGreaterThan(100);

  // The push service's delivery, played by DevTools: the worker shows it and the page reloads.
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find(
        (r) => !r.isDeleted && r.scopeURL.startsWith(new URL(page.url()).origin),
      );
      if (mine) resolve(mine.registrationId);
    }),
  );
  await page.evaluate(() => navigator.serviceWorker.ready);
  await cdp.send('ServiceWorker.enable');
  const reloaded = ['/api/user.php', '/api/chats.php', '/api/likes.php'].map((path) =>
    page.waitForRequest((r) => new URL(r.url()).pathname === path && r.method() === 'GET'),
  );
  const message = {
    title: 'New like',
    body: 'Sophie liked your profile.',
    checkUrl: '/likes',
    openUrl: '/login',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data: JSON.stringify(message),
  });
  await Promise.all(reloaded);

  // The notification carries checkUrl; its click (NEW_PUSH_CLICK) takes a member there.
  const worker = context.serviceWorkers()[0]!;
  const shown = await worker.evaluate(async () => {
    const [notification] = await (
      self as unknown as { registration: ServiceWorkerRegistration }
    ).registration.getNotifications();
    return notification ? { title: notification.title, data: notification.data as unknown } : null;
  });
  expect(shown).toEqual({ title: 'New like', data: { checkUrl: '/likes', openUrl: '/login' } });
  await page.evaluate(
    async (data) => {
      const registration = await navigator.serviceWorker.ready;
      registration.active!.postMessage({ type: 'NEW_PUSH_CLICK', ...data });
    },
    shown!.data as { checkUrl: string; openUrl: string },
  );
  await expect(page).toHaveURL(/\/likes$/);
});

test('with push subscribed, chats and likes are polled every 300 s instead of every 60 s', async ({
  page,
  context,
}) => {
  await loginAs(context, 'free@example.com');
  await context.grantPermissions(['notifications']);
  await stubPushManager(page, `http://127.0.0.1:${RECEIVER_PORT}/push/poll-${Date.now()}`);
  await page.addInitScript(() => sessionStorage.setItem('stub-push', '1'));
  // Counted in the page: a poll the clock's run fired is counted when the run ends.
  const chats = await countFetches(page, '/api/chats.php');
  const likes = await countFetches(page, '/api/likes.php');
  const polled = async () => [await chats.started(), await likes.started()];
  await page.clock.install();
  await page.goto('/pages/faq');
  await hydrated(page);
  await expect(pushState(page)).toHaveAttribute('data-push', 'subscribed');
  // Polling restarts when push is subscribed and polls once 5 s later; then every 300 s.
  await page.clock.runFor(5_000);
  await page.waitForLoadState('networkidle');
  const before = await polled();

  // Without push these would be polled again within 60 s.
  await page.clock.runFor(70_000);
  await settle(page);
  expect(await polled()).toEqual(before);
  await page.clock.runFor(240_000);
  await expect.poll(async () => (await polled()).every((n, i) => n > before[i]!)).toBe(true);
});
