import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptSiteEntry, confirmEmail, hydrated, signUp } from './helpers';

// A new member has four notices due (confirm the e-mail, the time bonus, a photo, push): a phone
// shows one, a wider screen two, by priority, and the next comes when one is dismissed.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const notices = (page: Page) => page.getByRole('region', { name: 'Notices' });
const activation = (page: Page) =>
  notices(page).getByText('Confirm your e-mail address: open the link in the e-mail we sent you.');
const timeBonus = (page: Page) => notices(page).getByText(/25% welcome bonus: your discount ends in/);
const photo = (page: Page) => notices(page).getByText('Add a profile photo to get more replies.');

/** How many notices are on screen (the others wait their turn). */
async function visibleNotices(page: Page): Promise<number> {
  const shown = await notices(page)
    .locator('[data-banner]')
    .evaluateAll((banners) => banners.filter((b) => (b as HTMLElement).offsetParent !== null).length);
  return shown;
}

test('a new member on a phone sees one notice at a time, the most important first', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await acceptSiteEntry(page);
  const member = await signUp(page.context().request, {
    name: `Banners${Date.now().toString(36)}`,
    gender: 'male',
    seeking: 'female',
  });

  // Unconfirmed: confirming the e-mail comes first; the results start above the fold.
  await page.goto('/members');
  await hydrated(page);
  await expect(activation(page)).toBeVisible();
  await expect(timeBonus(page)).toBeHidden();
  await expect(photo(page)).toBeHidden();
  await expect.poll(() => visibleNotices(page)).toBe(1);
  const firstResult = page.getByRole('list', { name: 'Members found' }).getByRole('listitem').first();
  expect((await firstResult.boundingBox())!.y).toBeLessThan(PHONE.height);
  await page.screenshot({ path: test.info().outputPath('banners-unconfirmed-390.png') });

  // A wider screen has room for two: the time bonus joins it.
  await page.setViewportSize(DESKTOP);
  await expect(timeBonus(page)).toBeVisible();
  await expect.poll(() => visibleNotices(page)).toBe(2);
  await page.screenshot({ path: test.info().outputPath('banners-unconfirmed-1280.png') });

  // Confirmed: the time bonus comes first, the photo notice waits on a phone.
  await confirmEmail(page.context().request, member.email);
  await page.setViewportSize(PHONE);
  await page.reload();
  await hydrated(page);
  await expect(timeBonus(page)).toBeVisible();
  await expect(activation(page)).toHaveCount(0);
  await expect(photo(page)).toBeHidden();
  await expect.poll(() => visibleNotices(page)).toBe(1);

  // Wider: the photo notice too; dismissing it brings the next in its place.
  await page.setViewportSize(DESKTOP);
  await expect(photo(page)).toBeVisible();
  await notices(page)
    .locator('[data-banner="profilePhoto"]')
    .getByRole('button', { name: 'Dismiss' })
    .click();
  await expect(photo(page)).toHaveCount(0);
  await expect(notices(page).locator('[data-banner]').nth(1)).toBeVisible();
  await expect.poll(() => visibleNotices(page)).toBe(2);
  await page.screenshot({ path: test.info().outputPath('banners-confirmed-1280.png') });
});
