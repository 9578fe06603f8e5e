import { expect, test } from './fixtures';
import { acceptSiteEntry, hydrated, mainNav } from './helpers';

test.beforeEach(async ({ page }) => acceptSiteEntry(page));

test('top navigation logged out: a Login button that comes back to the page', async ({ page }) => {
  await page.goto('/pages/faq');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Messages' })).toHaveCount(0);
  // Loopback is the site's first country, NL (Dutch only), and the demo's domain_language makes
  // the page English: Dutch plus the page's English make two choices, so the menu is there.
  await expect(nav.getByRole('button', { name: 'Language: English' })).toBeVisible();
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
    'Language and country',
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
  const language = page.getByRole('button', { name: 'Language: English' });
  await expect(language).toBeVisible();
  await hydrated(page);
  await language.click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
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

test.describe('a Belgian visitor with a German browser on the English demo', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } });

  test('sees English chosen among nl, fr, de and en, picks Deutsch, and Belgium is remembered', async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    await acceptSiteEntry(page);
    // Spec point 7: the demo's domain_language (en_US) decides, and is written to the cookie.
    await page.goto('/pages/faq?country=BE');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookies = async () => Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(await cookies()).toMatchObject({ i18n_redirected: 'en', selected_country: 'BE' });

    const language = mainNav(page).getByRole('button', { name: 'Language: English' });
    await hydrated(page);
    await language.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio')).toHaveText([
      'Nederlands',
      'Français',
      'Deutsch',
      'English',
    ]);
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(menu.getByRole('menuitem', { name: 'Language and country' })).toHaveAttribute(
      'href',
      '/lang-config',
    );
    await menu.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' })).toBeVisible();
    expect((await cookies()).i18n_redirected).toBe('de');

    // The next page, without ?country: still Belgium's languages, German chosen.
    await page.goto('/pages/terms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await hydrated(page);
    // The page is German now, its navigation too ("Hauptnavigation").
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await expect(page.getByRole('menu').getByRole('menuitemradio')).toHaveText([
      'Nederlands',
      'Français',
      'Deutsch',
    ]);
  });
});

test('a German visitor on the English demo can pick Deutsch, and reaches /lang-config from the menu', async ({
  page,
}) => {
  await page.goto('/pages/faq?country=DE');
  await hydrated(page);
  // Germany shows only German; the English page adds English: two choices, so the menu is there.
  await mainNav(page).getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('menu').getByRole('menuitemradio')).toHaveText(['Deutsch', 'English']);
  await page.getByRole('menu').getByRole('menuitem', { name: 'Language and country' }).click();
  await expect(page).toHaveURL(/\/lang-config$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Language and country' })).toBeVisible();
});
