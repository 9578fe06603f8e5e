import { expect, test } from './fixtures';
import { acceptSiteEntry, hydrated } from './helpers';

test.beforeEach(async ({ page }) => acceptSiteEntry(page));

test('top navigation logged out: a Login button that comes back to the page', async ({ page }) => {
  await page.goto('/pages/faq');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Messages' })).toHaveCount(0);
  // One visible locale for the default country: no language menu.
  await expect(nav.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
  await hydrated(page);
  await nav.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpages%2Ffaq$/);
});

test('the footer links every information page and navigates on the client', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Information' });
  for (const name of [
    'Terms and conditions',
    'Privacy',
    'Cookies',
    'Access ban',
    'Pricing',
    'Complaints',
    'Returns and refunds',
    'FAQ',
    'Customer service',
  ])
    await expect(footer.getByRole('link', { name })).toBeVisible();
  await hydrated(page);
  await footer.getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/pages\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy statement' })).toBeVisible();
});

test('switching the language sets the i18n_redirected cookie for 365 days and keeps it', async ({
  page,
  context,
}) => {
  // Belgium shows Dutch, French and German.
  await page.goto('/pages/faq?country=BE');
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toBeVisible();
  await hydrated(page);
  await language.selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('fr');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // The server renders the chosen language from the cookie.
  await page.goto('/pages/terms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('heading', { level: 1, name: "Conditions générales d'utilisation" }),
  ).toBeVisible();
  // The terms version date is 2023-12-01, or the company's `added` date when later: the demo
  // company was added on 2024-03-01, so that date is shown, formatted in French.
  const company = (await (await page.request.get('/api/companyinfo.php')).json()) as { added: string };
  expect(company.added.slice(0, 10)).toBe('2024-03-01');
  await expect(page.getByText('Version du 1 mars 2024')).toBeVisible();
});

test('lang-config saves the country and language', async ({ page, context }) => {
  await page.goto('/lang-config');
  await hydrated(page);
  await page.getByLabel('Country', { exact: true }).selectOption('DE');
  // Germany shows German only, chosen for the visitor.
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('status')).toHaveText('Deine Auswahl wurde gespeichert.');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'selected_country')?.value).toBe('DE');
  expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('de');
});
