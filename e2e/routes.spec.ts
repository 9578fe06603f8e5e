import { expect, test } from './fixtures';
import { acceptSiteEntry, hydrated, loginAs } from './helpers';

test.beforeEach(async ({ page }) => acceptSiteEntry(page));

test('an unknown path shows the 404 page in the default layout, with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByText('Error 404')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await hydrated(page);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();
});

test('every public route of the spec answers 200 with content in the first HTML', async ({ request }) => {
  const found = (await (
    await request.get('/api/members.php', { headers: { 'x-request-type': 'client' } })
  ).json()) as { profiles: { id: number; name: string }[] };
  const member = found.profiles[0]!;
  // The landers: their own content, whole in the first HTML.
  for (const [path, text] of [
    [`/members/${member.id}/landing`, `${member.name} wants to meet you`],
    [`/members/${member.id}/landing2/summer`, `${member.name} is online now`],
    ['/landers/tinderswipe', 'Swipe, match, meet'],
    ['/landers/video/abc', 'Find your match in minutes'],
    ['/landers/gallery', 'Singles near you'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(text);
  }
  for (const [path, heading] of [
    ['/pages/terms', 'Terms and conditions'],
    ['/pages/privacy', 'Privacy statement'],
    ['/pages/cookies', 'Cookie policy'],
    ['/pages/ban', 'Access ban'],
    ['/pages/faq', 'Frequently asked questions'],
    ['/pages/return-policy', 'Returns and refunds'],
    ['/pages/service', 'Customer service'],
    ['/pages/2257-compliance-statement', '18 U.S.C. 2257'],
    ['/login', 'Log in'],
    ['/complaints', 'Complaints'],
    ['/lang-config', 'Language and country'],
    ['/signup', 'Write your first message'],
    ['/members/999999/signup', 'Write your first message'],
    ['/reset-password', 'Forgot your password?'],
    ['/reset-password/do', 'Choose a new password'],
    ['/activate/done', 'Your e-mail address is confirmed'],
    ['/activate/error', 'Activation failed; something went wrong, contact support'],
    ['/mail-change/do', 'Confirm your new e-mail address'],
    ['/account-deleted', 'Your account has been deleted'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(heading);
  }
});

test('the terms page shows the version date, the refund days and a cleaned support phone', async ({
  page,
}) => {
  // The version date is 2023-12-01 or the company's `added` date when later (the demo company:
  // 2024-03-01), and it is in the first HTML, not swapped in after the page loads.
  const html = await (await page.request.get('/pages/terms')).text();
  expect(html).toContain('Version of 1 March 2024');
  await page.goto('/pages/terms');
  await expect(page.getByText('Version of 1 March 2024')).toBeVisible();
  await expect(page.getByRole('link', { name: '+31 20-123 45 67' })).toHaveAttribute(
    'href',
    'tel:+31201234567',
  );
  await page.goto('/pages/return-policy');
  await expect(page.getByText('within 14 days of your purchase')).toBeVisible();
});

test('a member page sends a visitor to login, with the way back', async ({ page }) => {
  await page.goto('/chats/12?tab=all');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fchats%2F12%3Ftab%3Dall$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.goto('/credits/3/ideal');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcredits%2F3%2Fideal$/);
});

test('member search is open to visitors when logged-out search allows it', async ({ page }) => {
  const response = await page.goto('/members');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();
});

test('/likes/{type} knows received, sent and matches; any other type is a 404', async ({ page, request }) => {
  for (const type of ['received', 'sent', 'matches']) {
    expect((await request.get(`/likes/${type}`)).status()).toBe(200);
  }
  const response = await page.goto('/likes/bogus');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
});

test('member pages render on the client: the server sends the loading fallback', async ({ page }) => {
  // A member's: a visitor is sent to login by the server (a member page's server loader).
  await loginAs(page.context(), 'free@example.com');
  const html = await (await page.request.get('/likes')).text();
  expect(html).toContain('Loading…');
  expect(html).not.toContain('Coming soon');
});
