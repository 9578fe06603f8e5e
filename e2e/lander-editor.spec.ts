import { expect, test } from './fixtures';
import { acceptSiteEntry, DEMO_PASSWORD } from './helpers';

test.beforeEach(async ({ page }) => acceptSiteEntry(page));

test('the lander editor is for operators only', async ({ page, context }) => {
  await page.goto('/admin/landers');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Flanders$/);
  const login = await context.request.post('/api/user.php', {
    data: { email: 'free@example.com', password: DEMO_PASSWORD },
    headers: { 'x-request-type': 'client' },
  });
  expect(login.ok()).toBe(true);
  expect((await page.goto('/admin/landers'))?.status()).toBe(403);
});
