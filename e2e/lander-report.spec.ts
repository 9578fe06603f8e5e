import { expect, test } from './fixtures';
import { acceptSiteEntry, hydrated, loginAs } from './helpers';

test('a visitor reports a member from the swipe lander: the card’s link opens the report on the profile', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await acceptSiteEntry(page);
  const email = `lander-report-${Date.now().toString(36)}@example.org`;

  // The card in front has a Report link, named with its member; a plain link, before any script.
  await page.goto('/landers/tinderswipe');
  const teaser = page.locator('[data-lander-island="swipe"]');
  const link = teaser.getByRole('link', { name: /^Report / });
  const name = (await link.getAttribute('aria-label'))!.replace(/^Report /, '');
  const front = teaser.getByRole('article', { name: new RegExp(`^${name}, \\d+$`) });
  await expect(front).toBeVisible();
  await link.click();

  // The member's profile, its report already open: a visitor's, with an address for the answer.
  await expect(page).toHaveURL(/\/members\/\d+\?report=1$/);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: `Report ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  // The radio's drawn dot covers the input: a person clicks its label.
  await dialog.getByText('Fake profile', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Fake profile' })).toBeChecked();
  await dialog.getByRole('textbox', { name: /Your e-mail address/ }).fill(email);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you for your report' });
  await expect(thanks).toBeVisible();
  // Closed, it does not come back with a reload: the address lost its `?report=1`.
  await page.keyboard.press('Escape');
  await expect(thanks).toBeHidden();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The report is in the moderators' queue, from the visitor's address.
  const context = await browser.newContext();
  await loginAs(context, 'moderator@example.com');
  const queue = await context.request.get('/api/admin/reports.php', {
    headers: { 'x-request-type': 'client' },
  });
  expect(queue.status()).toBe(200);
  const { reports } = (await queue.json()) as {
    reports: { reporter: string; place: string; reason: string; reported: { name: string } }[];
  };
  expect(reports.filter((r) => r.reporter === email)).toEqual([
    expect.objectContaining({
      place: 'profile',
      reason: 'fake_profile',
      reported: expect.objectContaining({ name }),
    }),
  ]);
  await context.close();
});
