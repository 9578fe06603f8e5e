import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptSiteEntry, confirmEmail, hydrated, loginAs, mainNav, signUp, type DemoLogin } from './helpers';

interface Me {
  profile: { id: number; name: string };
  credits: number;
}

async function member(context: BrowserContext, email: DemoLogin): Promise<{ page: Page; me: Me }> {
  await loginAs(context, email);
  const page = await context.newPage();
  await acceptSiteEntry(page);
  const response = await context.request.get('/api/user.php', { headers: { 'x-request-type': 'client' } });
  expect(response.ok()).toBe(true);
  return { page, me: (await response.json()) as Me };
}

/**
 * A new member of its own (with the credits a signup brings) on a new conversation with the
 * premium demo member, its composer ready: a demo login's balance and conversations are what the
 * tests before this one left of them.
 */
async function newWriterToPremium(
  browser: Browser,
  name: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; me: Me; field: Locator }> {
  const other = await browser.newContext();
  const { me: premium } = await member(other, 'premium@example.com');
  await other.close();
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await acceptSiteEntry(page);
  const writer = await signUp(context.request, {
    name: `${name}${Date.now().toString(36)}`,
    gender: 'female',
    seeking: 'male',
  });
  await confirmEmail(context.request, writer.email);
  const me = (await (
    await context.request.get('/api/user.php', { headers: { 'x-request-type': 'client' } })
  ).json()) as Me;
  await page.goto(`/members/${premium.profile.id}/chat`);
  await hydrated(page);
  await page.getByRole('button', { name: "I'll write my own" }).click();
  const field = page.getByLabel(`Message to ${premium.profile.name}`);
  await expect(field).toBeEnabled();
  return { context, page, me, field };
}

/** The member's counts the header badges and the tab title's "(N)" prefix show. */
async function counts(context: BrowserContext): Promise<{ unread: number; likes: number }> {
  const response = await context.request.get('/api/chats.php', { headers: { 'x-request-type': 'client' } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { total_unread_messages: number; total_new_likes: number };
  return { unread: body.total_unread_messages, likes: body.total_new_likes };
}

/** A tab title showing this count: "(N) …", or no prefix at 0. */
const titleCount = (n: number) => (n > 0 ? new RegExp(`^\\(${n}\\) `) : /^(?!\()/);

const messagesBadge = (page: Page) =>
  mainNav(page)
    .getByRole('link', { name: /^Messages( \d|$)/ })
    .getByText(/^\d+\+?$/);

test('A writes, B sees it live with its unread count and tab title, B reads it and A sees it read; typing shows; B deletes the chat', async ({
  browser,
}) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await member(contextA, 'premium@example.com');
  const b = await member(contextB, 'free@example.com');

  // B watches the chat list; nothing from A yet.
  const before = await counts(contextB);
  await b.page.goto('/chats');
  await hydrated(b.page);
  await expect(b.page).toHaveTitle(titleCount(before.unread + before.likes));
  const rowOfA = b.page.getByRole('listitem').filter({ hasText: a.me.profile.name });
  await expect(b.page.getByRole('heading', { name: /^Chats/ })).toBeVisible();
  await expect(rowOfA).toHaveCount(0);

  // A opens a new conversation with B: the icebreaker modal, then A writes their own line.
  await a.page.goto(`/members/${b.me.profile.id}/chat`);
  await hydrated(a.page);
  await a.page.getByRole('button', { name: "I'll write my own" }).click();
  const text = `Hello from the e2e run ${Date.now()}`;
  await a.page.getByLabel(`Message to ${b.me.profile.name}`).fill(text);
  await a.page.getByLabel(`Message to ${b.me.profile.name}`).press('Enter');
  const bubble = a.page.locator('[data-own]').filter({ hasText: text });
  await expect(bubble).toHaveCount(1);
  await expect(bubble).toHaveAttribute('data-status', 'sent');

  // B sees it without a reload, with an unread badge on the row and in the header, and the
  // tab title's count goes up by one.
  await expect(rowOfA).toContainText(text);
  await expect(rowOfA.getByText('Unread messages: 1')).toBeAttached();
  await expect(messagesBadge(b.page)).toHaveText(String(before.unread + 1));
  await expect(b.page).toHaveTitle(titleCount(before.unread + before.likes + 1));

  // B opens it: A's bubble turns read, live.
  await rowOfA.getByRole('link').click();
  await expect(b.page.getByRole('log').getByText(text)).toBeVisible();
  await expect(bubble).toHaveAttribute('data-status', 'read');
  // The echo of A's own message was never shown twice.
  await expect(a.page.getByRole('log').getByText(text)).toHaveCount(1);
  // Read: the tab title's count is back where it was.
  await expect(b.page).toHaveTitle(titleCount(before.unread + before.likes));

  // A types: B sees "… is typing" while A types (keystrokes, not a paste).
  const typing = b.page.getByRole('status').filter({ hasText: `${a.me.profile.name} is typing…` });
  await expect(typing).toHaveCount(0);
  await a.page.getByLabel(`Message to ${b.me.profile.name}`).pressSequentially('Are you');
  await expect(typing).toBeVisible();

  // B deletes the chat: gone at once, and still gone after a reload.
  await b.page.goto('/chats');
  await hydrated(b.page);
  await b.page.getByRole('button', { name: `Delete the chat with ${a.me.profile.name}` }).click();
  await expect(rowOfA).toHaveCount(0);
  await b.page.reload();
  await hydrated(b.page);
  await expect(b.page.getByRole('heading', { name: /^Chats/ })).toBeVisible();
  await expect(rowOfA).toHaveCount(0);

  await contextA.close();
  await contextB.close();
});

test('a member who runs out of credits gets the offer to buy more', async ({ browser }) => {
  const { context, page, me, field } = await newWriterToPremium(browser, 'Spender');
  const offer = page.getByRole('dialog', { name: 'Not enough credits' });
  // Each message costs message_credits: send until the balance does not cover one.
  for (let i = 0; i <= me.credits; i++) {
    await field.fill(`Message ${i}`);
    await field.press('Enter');
    const bubble = page.locator('[data-own]').filter({ hasText: `Message ${i}` });
    await expect(bubble).not.toHaveAttribute('data-status', 'sending');
    if ((await bubble.getAttribute('data-status')) === 'failed') break;
  }
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  // The refused message stays, failed, with a retry.
  await offer.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await context.close();
});

test('on a phone, the conversation fits under the entry warning with its composer on screen', async ({
  browser,
}) => {
  const { context, page } = await newWriterToPremium(browser, 'Phone', {
    viewport: { width: 390, height: 844 },
  });
  // The chat layout's notice for NL and DE visitors sits above the conversation.
  await expect(page.getByText(/^This site contains content for adults \(18\+\)/)).toBeVisible();
  const hint = page.getByText(/^A message costs \d+ credits$/);
  await expect(hint).toBeInViewport({ ratio: 1 });
  // The page itself does not scroll: the messages scroll inside the conversation.
  const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
