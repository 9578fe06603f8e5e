import { expect, test } from './fixtures';
import { acceptSiteEntry, confirmEmail, hydrated, loginAs, signUp } from './helpers';

// A member's own spending limit (issue 38): set in the settings, a paid action past it is refused
// with the translated message and the way to the limits.

test('a member sets a daily limit, and a message past it is refused with the message', async ({
  page,
  browser,
}) => {
  // Someone to write to: the premium demo member.
  const other = await browser.newContext();
  await loginAs(other, 'premium@example.com');
  const premium = (await (
    await other.request.get('/api/user.php', { headers: { 'x-request-type': 'client' } })
  ).json()) as { profile: { id: number; name: string } };
  await other.close();

  await acceptSiteEntry(page);
  const member = await signUp(page.context().request, {
    name: `Limit${Date.now().toString(36)}`,
    gender: 'female',
    seeking: 'male',
  });
  await confirmEmail(page.context().request, member.email);

  // The settings: 10 credits a day (one message on the demo site), applied at once.
  await page.goto('/notifications');
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Spending limits' });
  await expect(section.getByText('You have no credit limit.')).toBeVisible();
  await section.getByLabel('Credit limit').selectOption('day');
  await section.getByLabel('Credits').fill('10');
  await section.getByRole('button', { name: 'Save the limit' }).click();
  await expect(
    section.getByText('Your limit: 10 credits a day. Spent in the last 24 hours: 0.'),
  ).toBeVisible();

  // The first message fits the limit; the second is refused, saying why and where to change it.
  await page.goto(`/members/${premium.profile.id}/chat`);
  await hydrated(page);
  await page.getByRole('button', { name: "I'll write my own" }).click();
  const composer = page.getByLabel(`Message to ${premium.profile.name}`);
  await composer.fill('Hello, nice to meet you');
  await composer.press('Enter');
  await expect(page.locator('[data-own]').filter({ hasText: 'Hello, nice to meet you' })).toHaveAttribute(
    'data-status',
    'sent',
  );
  await composer.fill('How was your day?');
  await composer.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Spending limit reached' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your own spending limit does not allow this now.');
  await expect(dialog.getByRole('link', { name: 'Spending limits' })).toHaveAttribute(
    'href',
    '/notifications#spending-limits',
  );
});
