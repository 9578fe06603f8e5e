import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { acceptSiteEntry, confirmEmail, hydrated, loginAs, signUp } from './helpers';

const RUDE = 'You will regret not answering me, I know where you work.';

test('a member reports a whole conversation from the chat header, and it is in the moderation queue with its messages', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await acceptSiteEntry(page);

  // Two fresh members: the sender writes the recipient something threatening.
  const senderContext = await browser.newContext();
  const sender = await signUp(senderContext.request, { name: 'Harasser', gender: 'male', seeking: 'female' });
  const recipient = await signUp(page.context().request, {
    name: 'Witness',
    gender: 'female',
    seeking: 'male',
  });
  await confirmEmail(page.context().request, recipient.email);
  const sent = await senderContext.request.post('/api/messages.php', {
    data: { member: recipient.profileId, client_id: randomUUID(), kind: 'text', text: RUDE },
    headers: { 'x-request-type': 'client' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await senderContext.close();

  // The recipient reports the conversation from its header and blocks the sender in one step.
  await page.goto(`/members/${sender.profileId}/chat`);
  await hydrated(page);
  await expect(page.getByText(RUDE).first()).toBeVisible();
  await page.getByRole('button', { name: `Report your conversation with ${sender.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Report your conversation with ${sender.name}` });
  // The radio's drawn dot covers the input: a person clicks its label.
  await dialog.getByText('Offensive or harassing', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Offensive or harassing' })).toBeChecked();
  await dialog.getByText(`Also block ${sender.name}`, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const done = page.getByRole('dialog', { name: 'Thank you for your report' });
  await expect(done.getByText(`${sender.name} is blocked`)).toBeVisible();

  // A moderator finds it in the queue; the report keeps the conversation's messages as evidence.
  const moderatorContext = await browser.newContext();
  const moderator = await moderatorContext.newPage();
  await acceptSiteEntry(moderator);
  await loginAs(moderatorContext, 'moderator@example.com');
  await moderator.goto('/admin');
  await hydrated(moderator);
  const row = moderator.getByRole('row').filter({ hasText: sender.name }).filter({ hasText: recipient.name });
  await row.getByRole('link', { name: 'Offensive or harassing' }).first().click();
  await expect(moderator.getByRole('heading', { level: 1 })).toHaveText(
    `Offensive or harassing: ${sender.name}`,
  );
  await expect(moderator.getByRole('region', { name: 'Evidence' }).getByText(RUDE)).toBeVisible();
  await moderatorContext.close();
});
