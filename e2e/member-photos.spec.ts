import type { Locator } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expect, test } from './fixtures';
import { acceptSiteEntry, confirmEmail, hydrated, signUp, type NewMember } from './helpers';

// Members who sign up without a photo (the step a signup may skip): pictures of members never
// show an empty box. Search, landers and the swipe card put members with a photo first, and a
// member without one shows the photo placeholder, named as having none. On a phone.
test.use({ viewport: { width: 390, height: 844 } });

/** A woman in the Netherlands without a photo, confirmed: the newest member a visitor's search shows. */
let newest: NewMember;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  newest = await signUp(request, {
    name: `Nophoto${Date.now().toString(36)}`,
    gender: 'female',
    seeking: 'male',
  });
  await confirmEmail(request, newest.email);
  await request.dispose();
});

test.beforeEach(async ({ page }) => acceptSiteEntry(page));

/** Whether a picture is a photo (an img), not the placeholder. */
async function expectPhoto(picture: Locator) {
  await expect(picture.locator('img')).toHaveCount(1);
  await expect(picture.locator('[data-photo-placeholder]')).toHaveCount(0);
}

test('search shows members with a photo first; the newest without one has the placeholder', async ({
  page,
}) => {
  await page.goto('/members?gender=female&country=NL');
  await hydrated(page);
  const tiles = page.getByRole('list', { name: 'Members found' }).getByRole('listitem');
  await expectPhoto(tiles.first());
  // She is still listed, with the placeholder, the size of a photo, named for screen readers.
  const hers = tiles.filter({ has: page.getByRole('img', { name: `${newest.name} has no photo yet` }) });
  await expect(hers).toHaveCount(1);
  const photoBox = (await tiles.first().locator('img').boundingBox())!;
  const placeholderBox = (await hers.locator('[data-photo-placeholder]').boundingBox())!;
  expect(Math.round(placeholderBox.height)).toBe(Math.round(photoBox.height));
  await page.screenshot({ path: test.info().outputPath('members-390.png'), fullPage: true });
});

test("a lander's swipe card and hero are members with a photo", async ({ page }) => {
  await page.goto('/landers/tinderswipe');
  const teaser = page.locator('[data-lander-island="swipe"]');
  // The card on top, as the server sent it (no script has run yet).
  await expectPhoto(teaser.locator('[data-placeholder], article').first());
  await expect(page.getByText(`${newest.name},`)).toHaveCount(0);

  await page.goto('/landers/alonetonight');
  const hero = page.locator('[data-lander] > section').first();
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero.getByRole('img')).toHaveCount(1);
  await expect(hero.locator('img')).toHaveCount(1);
  await expect(hero.getByRole('img', { name: newest.name })).toHaveCount(0);
});

test('a profile without a photo shows the placeholder, as large as a photo', async ({ page }) => {
  await page.goto(`/members/${newest.profileId}`);
  await hydrated(page);
  const picture = page.getByRole('img', { name: `${newest.name} has no photo yet` });
  await expect(picture).toBeVisible();
  const box = (await picture.boundingBox())!;
  expect(Math.round((box.width * 5) / 4)).toBe(Math.round(box.height));
});
