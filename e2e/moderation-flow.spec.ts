import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  acceptSiteEntry,
  confirmEmail,
  hydrated,
  loginAs,
  mainNav,
  signUp,
  type StaffLogin,
} from './helpers';

const SCAM = 'Please buy me a gift card, an iTunes one is fine, and send me the code.';

/** A page of its own (another person at another computer), past the site-entry warning. */
async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await acceptSiteEntry(page);
  return page;
}

/** The link of the newest mail to an address whose text has it (the dev mailbox), once it is sent. */
async function linkInMail(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect(async () => {
    const list = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`)).text();
    const ids = [...list.matchAll(/href="\/dev\/mailbox\/(\d+)"/g)].map((m) => Number(m[1]));
    let found: string | undefined;
    for (const id of ids.sort((a, b) => b - a)) {
      found = pattern.exec(await (await request.get(`/dev/mailbox/${id}`)).text())?.[0];
      if (found) break;
    }
    expect(found, `a mail to ${to} with ${pattern}`).toBeDefined();
    link = found!.replaceAll('&amp;', '&');
  }).toPass({ timeout: 15_000 });
  return link;
}

async function loginByForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await hydrated(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function staffPage(browser: Browser, email: StaffLogin): Promise<Page> {
  const page = await personPage(browser);
  await loginAs(page.context(), email);
  return page;
}

test('a scam message is reported from chat, its sender suspended and logged out, appeals, and a second moderator reverses it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await acceptSiteEntry(page);

  // Two fresh members: the sender writes the recipient a message that asks for a gift card.
  const senderPage = await personPage(browser);
  const sender = await signUp(senderPage.context().request, {
    name: 'Scammer',
    gender: 'male',
    seeking: 'female',
  });
  const recipient = await signUp(page.context().request, {
    name: 'Recipient',
    gender: 'female',
    seeking: 'male',
  });
  await confirmEmail(page.context().request, recipient.email);
  const sent = await senderPage.context().request.post('/api/messages.php', {
    data: { member: recipient.profileId, client_id: randomUUID(), kind: 'text', text: SCAM },
    headers: { 'x-request-type': 'client' },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  // The sender has a page open, with its live socket.
  const socket = senderPage.waitForEvent('websocket', (ws) => ws.url().includes('/api/live'));
  const ready = socket.then((ws) =>
    ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')),
  );
  await senderPage.goto('/chats');
  await hydrated(senderPage);
  await ready;
  const closed = (await socket).waitForEvent('close');

  // The recipient sees the calm warning above the message and reports it from there.
  await page.goto(`/members/${sender.profileId}/chat`);
  await hydrated(page);
  await expect(page.getByText(SCAM).first()).toBeVisible();
  const notice = page.locator('[data-scam-notice]');
  await expect(notice.getByText('Be careful with this message')).toBeVisible();
  await expect(
    notice.getByText('It asks for gift cards. They are a common way to take money.'),
  ).toBeVisible();
  await notice.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog');
  // The radio's drawn dot covers the input: a person clicks its label.
  await dialog.getByText('Scam or asks for money', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Scam or asks for money' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thank you for your report')).toBeVisible();

  // A moderator finds it in the console and suspends the sender for a week.
  const moderator = await staffPage(browser, 'moderator@example.com');
  await moderator.goto('/admin');
  await hydrated(moderator);
  await moderator
    .getByRole('row')
    .filter({ hasText: sender.name })
    .getByRole('link', { name: 'Scam or asks for money' })
    .first()
    .click();
  await expect(moderator.getByRole('heading', { level: 1 })).toHaveText(
    `Scam or asks for money: ${sender.name}`,
  );
  await hydrated(moderator);
  await expect(moderator.getByText(SCAM).first()).toBeVisible();
  await moderator.getByLabel('Action', { exact: true }).selectOption('suspend');
  await moderator.getByLabel('Suspend for', { exact: true }).selectOption('7');
  await moderator
    .getByRole('textbox', { name: /Reason for the member/ })
    .fill('You asked a member for a gift card.');
  await moderator.getByRole('button', { name: 'Apply' }).click();
  await expect(moderator.getByText('Done: the member has been told why.')).toBeVisible();

  // The sender's open page is logged out at once (its socket closes), and the login is refused
  // with the suspension's end.
  expect((await closed).isClosed()).toBe(true);
  await expect(senderPage).toHaveURL(/\/login\?redirect=%2Fchats$/);
  await loginByForm(senderPage, sender.email, sender.password);
  await expect(
    senderPage.getByText(/^Your account is suspended until .+\. We have e-mailed you why/),
  ).toBeVisible();

  // The statement's link works without a session: the sender reads it and appeals.
  const link = await linkInMail(senderPage.context().request, sender.email, /\/appeal\?token=[\w-]{43}/);
  await senderPage.goto(link);
  await hydrated(senderPage);
  await expect(senderPage.getByRole('heading', { name: 'Appeal a decision' })).toBeVisible();
  await expect(senderPage.getByText('Why: You asked a member for a gift card.')).toBeVisible();
  await senderPage
    .getByRole('textbox', { name: /Why do you disagree/ })
    .fill('It was a joke between us, I never wanted her money. Please read the whole chat.');
  await senderPage.getByRole('button', { name: 'Send appeal' }).click();
  await expect(senderPage.getByText(/Your appeal has been sent/)).toBeVisible();

  // The moderator who suspended is not offered the decision.
  await moderator.goto('/admin/appeals');
  await hydrated(moderator);
  const ownRow = moderator.getByRole('row').filter({ hasText: sender.name });
  await expect(ownRow.getByText('Another moderator (your action)')).toBeVisible();

  // A second moderator (the operator) reverses it.
  const second = await staffPage(browser, 'operator@example.com');
  await second.goto('/admin/appeals');
  await hydrated(second);
  await second
    .getByRole('row')
    .filter({ hasText: sender.name })
    .getByRole('link', { name: 'Suspend' })
    .click();
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(`Appeal by ${sender.name}`);
  await hydrated(second);
  await second.getByText('Reverse: undo the action', { exact: true }).click();
  await expect(second.getByRole('radio', { name: 'Reverse: undo the action' })).toBeChecked();
  await second
    .getByRole('textbox', { name: /Reason for the member/ })
    .fill('On a second look, no money was asked for.');
  await second.getByRole('button', { name: 'Decide' }).click();
  await expect(second.getByText('Done: the member has been told the outcome.')).toBeVisible();

  // The sender may log in again.
  await loginByForm(senderPage, sender.email, sender.password);
  await expect(mainNav(senderPage).getByRole('button', { name: /^Account of / })).toBeVisible();

  await Promise.all([senderPage, moderator, second].map((p) => p.context().close()));
});
