import { expect, test } from './fixtures';
import { acceptSiteEntry, hydrated, loginAs } from './helpers';

test.beforeEach(async ({ page }) => acceptSiteEntry(page));

test('a moderator approves a waiting photo and rejects another in the console', async ({ page, context }) => {
  await loginAs(context, 'moderator@example.com');
  await page.goto('/admin');
  await hydrated(page);
  await page
    .getByRole('navigation', { name: 'Moderation console' })
    .getByRole('link', { name: 'Photos waiting for approval' })
    .click();
  await expect(page).toHaveURL(/\/admin\/photos$/);
  const queue = page.getByRole('list', { name: 'Photos waiting for approval' });
  // The demo seed leaves two photos waiting.
  await expect(queue.getByRole('listitem')).toHaveCount(2);

  const approve = queue.getByRole('button', { name: /^Approve the photo of / }).first();
  const approved = (await approve.getAttribute('aria-label'))!.replace('Approve the photo of ', '');
  await approve.click();
  await expect(page.getByRole('status')).toHaveText('Approved: the photo is shown.');
  await expect(queue.getByRole('listitem')).toHaveCount(1);
  await expect(queue.getByRole('button', { name: `Approve the photo of ${approved}` })).toHaveCount(0);

  const reject = queue.getByRole('button', { name: /^Reject the photo of / });
  const name = (await reject.getAttribute('aria-label'))!.replace('Reject the photo of ', '');
  await reject.click();
  const form = page.getByRole('form', { name: `Reject the photo of ${name}` });
  await form.getByRole('combobox', { name: 'Rule broken' }).selectOption('fake_profile');
  await form.getByRole('textbox', { name: /Reason for the member/ }).fill('This is a photo of someone else.');
  await form.getByRole('button', { name: 'Reject photo' }).click();
  await expect(page.getByRole('status')).toHaveText('Rejected: the member has been told why.');
  await expect(page.getByText('No photos are waiting for approval.')).toBeVisible();

  // The rejection counts in this month's transparency report, which downloads as CSV.
  await page.goto('/admin/transparency');
  await hydrated(page);
  const actions = page.getByRole('table', { name: 'Actions by kind' });
  await expect(actions.getByRole('row', { name: 'Reject a photo 1' })).toBeVisible();
  const csv = await context.request.get(
    (await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href'))!,
  );
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  expect(await csv.text()).toMatch(/^section,key,value\r\n/);
});

test('a member reports a member from their likes entry', async ({ page, context }) => {
  await loginAs(context, 'premium@example.com');
  await page.goto('/likes');
  await hydrated(page);
  const received = page.getByRole('list', { name: 'Received' });
  const report = received.getByRole('button', { name: /^Report / }).first();
  const label = (await report.getAttribute('aria-label'))!;
  await report.click();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.getByText('Fake profile', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Fake profile' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your report' })).toBeVisible();
});
