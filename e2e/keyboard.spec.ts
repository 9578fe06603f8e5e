import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptSiteEntry, hydrated, signUp } from './helpers';

// The main flows with the keyboard alone, as a member who uses no mouse would do them: after the
// first page load, only Tab, Shift+Tab, Enter, Space, the arrows, Escape and typed text.

test.beforeEach(async ({ page }) => acceptSiteEntry(page));

/** How a focused element reads in a failure message: tag, role, name or text. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(body)';
    const name =
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent?.trim().slice(0, 40) ??
      '';
    const role = el.getAttribute('role');
    return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through a page;
 * fails after `max` presses with every element focus passed through.
 */
async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  const passed: string[] = [];
  const focused = () => target.evaluate((el) => el === document.activeElement).catch(() => false);
  for (let i = 0; i < max; i++) {
    if (await focused()) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    passed.push(await describeFocus(page));
  }
  if (await focused()) return;
  throw new Error(
    `${String(target)} not reached in ${max} presses; focus went through:\n  ${passed.join('\n  ')}`,
  );
}

/**
 * The focused element shows a focus ring: an outline or a box shadow on it, or an outline on the
 * field box that wraps it (a text field or a select draws its ring there, through :focus-within).
 */
async function expectFocusRing(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const drawn = (el: Element, shadowToo: boolean) => {
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (shadowToo && style.boxShadow !== 'none');
    };
    const focused = document.activeElement;
    if (!focused || focused === document.body) return { seen: false, on: '(body)' };
    let seen = drawn(focused, true);
    // Up to the field box: two levels, only while the focus is within.
    for (let el = focused.parentElement, i = 0; !seen && el && i < 2; el = el.parentElement, i++)
      seen = el.matches(':focus-within') && drawn(el, false);
    return { seen, on: `${focused.tagName.toLowerCase()} ${focused.textContent?.trim().slice(0, 30) ?? ''}` };
  });
  expect(ring.seen, `a visible focus ring on ${ring.on}`).toBe(true);
}

/** The focused element. */
const focusedIn = (page: Page) => page.locator(':focus');

/** The page's main region: where the skip link jumps, and where focus goes after a navigation. */
const mainOf = (page: Page) => page.locator('main#main');

/** The first Tab of a page reaches the skip link, shown; Enter jumps past the navigation. */
async function skipToContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(mainOf(page)).toBeFocused();
}

test('a visitor signs up with the keyboard alone, to the inbox step', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const email = `keys-${stamp}@example.com`;
  await page.goto('/signup');
  await hydrated(page);

  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await skipToContent(page);
  const message = page.getByLabel('Your message');
  await tabTo(page, message, { max: 5 });
  await expectFocusRing(page);
  await page.keyboard.type('Hello! I love long walks by the sea.');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await expectFocusRing(page);
  await page.keyboard.press('Enter');

  // Each new step takes the focus to its title (the button pressed went with the old step); the
  // photo may be skipped.
  await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Skip for now' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeFocused();
  const country = page.getByLabel('Country');
  await tabTo(page, country);
  await expect(country).toHaveValue('NL');
  await tabTo(page, page.getByLabel('City or town'));
  await page.keyboard.type('Utrecht');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'About you' })).toBeFocused();
  // A radio group is one Tab stop; the arrows choose within it.
  await tabTo(page, page.getByRole('radio', { name: 'A man' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'A woman' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'A woman' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(focusedIn(page)).toHaveAttribute('type', 'radio');
  await page.keyboard.press('Space');
  const seeking = page.locator('input[type="radio"]:checked').nth(1);
  await expect(seeking).toBeFocused();
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type('Keys');
  await tabTo(page, page.getByLabel('E-mail address'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type('blue meadow river');
  await tabTo(page, page.getByRole('spinbutton').first());
  await page.keyboard.type('15061995');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Tell others about yourself' })).toBeFocused();
  await tabTo(page, page.getByLabel('About me'));
  await page.keyboard.type('I like hiking and good coffee.');
  await tabTo(page, page.getByRole('button', { name: 'Create my account' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
  await expect(page.getByText(`We sent an e-mail to ${email}.`, { exact: false })).toBeVisible();
});

test('a member searches with filters and opens a result with the keyboard alone', async ({ page }) => {
  await signUp(page.context().request, { name: 'Finder', gender: 'male', seeking: 'female' });
  await page.goto('/members');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();

  // Past the navigation at once: the filters are the first thing of the content.
  await skipToContent(page);
  const filters = page.getByRole('search', { name: 'Search filters' });
  const gender = filters.getByRole('combobox', { name: 'Looking for' });
  await page.keyboard.press('Tab');
  await expect(gender).toBeFocused();
  await expectFocusRing(page);
  await page.keyboard.press('ArrowDown');
  const chosenGender = await gender.inputValue();
  await tabTo(page, filters.getByRole('combobox', { name: 'Country' }));
  await tabTo(page, filters.getByRole('combobox', { name: 'Province' }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const region = await filters.getByRole('combobox', { name: 'Province' }).inputValue();
  expect(region).not.toBe('');
  const minAge = filters.getByRole('combobox', { name: 'From age' });
  await tabTo(page, minAge);
  await page.keyboard.press('ArrowDown');
  const from = await minAge.inputValue();
  await tabTo(page, filters.getByRole('button', { name: 'Search', exact: true }));
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`gender=${chosenGender}.*countryregion=${region}.*min_age=${from}`),
  );
  // The search keeps the focus on its button, and the form what was chosen.
  await expect(filters.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  await tabTo(page, minAge, { max: 3, backwards: true });
  await expect(minAge).toHaveValue(from);

  const results = page.getByRole('list', { name: 'Members found' }).getByRole('link');
  await expect(results.first()).toBeVisible();
  const first = results.first();
  const name = (await first.innerText()).split(',')[0]!.trim();
  await tabTo(page, first);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  // The link pressed went with the results: the new page's content has the focus, at its top, so
  // Shift+Tab goes back to the header just above it (past the member's notices, if any).
  await expect(mainOf(page)).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Account of Finder' }), { max: 4, backwards: true });
});

/** A member of the demo data whom `page`'s member can see, found as the search finds them. */
async function someWoman(page: Page): Promise<{ id: number; name: string }> {
  const response = await page.context().request.get('/api/members.php?gender=female&country=NL', {
    headers: { 'x-request-type': 'client' },
  });
  expect(response.status()).toBe(200);
  const { profiles } = (await response.json()) as { profiles: { id: number; name: string }[] };
  expect(profiles.length).toBeGreaterThan(0);
  return profiles[0]!;
}

test('a member likes a profile with the keyboard alone', async ({ page }) => {
  await signUp(page.context().request, { name: 'Liker', gender: 'male', seeking: 'female' });
  const her = await someWoman(page);
  await page.goto(`/members/${her.id}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(her.name);

  const like = page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Like' });
  await tabTo(page, like);
  await expectFocusRing(page);
  await page.keyboard.press('Space');
  const liked = page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Liked' });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  // The button keeps the focus when its text changes, so Space again would take the like back.
  await expect(liked).toBeFocused();
  const likes = await page
    .context()
    .request.get('/api/likes.php', { headers: { 'x-request-type': 'client' } });
  const { liked: sent } = (await likes.json()) as { liked: { id: number }[] };
  expect(sent.map((l) => l.id)).toContain(her.id);
});

test('a member sends a chat message with the keyboard alone', async ({ page }) => {
  await signUp(page.context().request, { name: 'Writer', gender: 'male', seeking: 'female' });
  const her = await someWoman(page);
  await page.goto(`/members/${her.id}/chat`);
  await hydrated(page);

  // A new conversation opens with the icebreakers; the member writes their own line.
  const icebreakers = page.getByRole('dialog');
  await expect(icebreakers).toBeVisible();
  // The dialog holds the focus: Tab goes round its buttons, never to the page behind.
  await expect(icebreakers.locator(':focus')).toHaveCount(1);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    await expect(icebreakers.locator(':focus')).toHaveCount(1);
  }
  await tabTo(page, icebreakers.getByRole('button', { name: "I'll write my own" }), { max: 6 });
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(icebreakers).toBeHidden();

  // Writing their own line: the composer has the focus, ready to type.
  const composer = page.getByLabel(`Message to ${her.name}`);
  await expect(composer).toBeFocused();
  await expectFocusRing(page);
  const text = `Typed without a mouse ${Date.now()}`;
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  const bubble = page.locator('[data-own]').filter({ hasText: text });
  await expect(bubble).toHaveCount(1);
  await expect(bubble).toHaveAttribute('data-status', 'sent');
  // Sent: the composer is empty and still has the focus, for the next line.
  await expect(composer).toHaveValue('');
  await expect(composer).toBeFocused();
});

test('a member buys credits through the sandbox checkout with the keyboard alone', async ({ page }) => {
  await signUp(page.context().request, { name: 'Buyer', gender: 'male', seeking: 'female' });
  await page.goto('/credits');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible();

  const bundle = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: '250 credits' }) });
  await tabTo(page, bundle.getByRole('button', { name: 'Choose' }));
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(mainOf(page)).toBeFocused();

  // The country's methods are one radio group, the first stop of the checkout: the arrows move
  // through them.
  const ideal = page.getByRole('radio', { name: /iDEAL/ });
  await expect(ideal).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(ideal).toBeFocused();
  await expectFocusRing(page);
  await page.keyboard.press('ArrowDown');
  await expect(ideal).not.toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(ideal).toBeChecked();
  await expect(ideal).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Pay €41.24' }));
  await page.keyboard.press('Enter');

  // The sandbox's hosted page stands in for the bank.
  await expect(page).toHaveURL(/\/sandbox\/checkout\/sbx_/);
  await tabTo(page, page.getByRole('button', { name: 'Paid' }));
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByText('Payment complete: 250 credits were added to your account.')).toBeVisible();
});
