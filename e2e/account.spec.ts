import type { Page } from '@playwright/test';
import { acceptSiteEntry, hydrated, mainNav } from './helpers';
import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => acceptSiteEntry(page));

/** Opens the newest mail to an address in the dev mailbox and follows its link to `path`. */
async function followMailLink(page: Page, to: string, subject: string, path: string): Promise<void> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  // The job queue sends within a moment: look again until the mail is there.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('link', { name: subject }).first()).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('link', { name: subject }).first().click();
  await page.getByRole('link', { name: new RegExp(`${path.replace('?', '\\?')}\\?token=`) }).click();
  await expect(page).toHaveURL(new RegExp(path.replace('?', '\\?')));
}

async function logInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await hydrated(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(mainNav(page).getByRole('button', { name: /^Account of / })).toBeVisible();
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/pages/faq');
  await hydrated(page);
  const nav = mainNav(page);
  await nav.getByRole('button', { name: /^Account of / }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
  await expect(nav.getByRole('button', { name: 'Login' })).toBeVisible();
}

test('a visitor signs up, activates, resets the password, changes the e-mail address, deletes and reactivates the account', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const email = `e2e-${stamp}@example.com`;
  const password = 'blue meadow river';

  // Signup, every step.
  await page.goto('/signup');
  await hydrated(page);
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await page.getByLabel('Your message').fill('Hello! I love long walks by the sea.');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
  // What was typed, and the step, survive a reload.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Your message')).toHaveValue('Hello! I love long walks by the sea.');
  await page.getByRole('button', { name: 'Next' }).click();
  // The photo goes up once the account exists.
  await page.locator('input[type="file"]').setInputFiles('e2e/files/photo.jpg');
  await expect(page.getByRole('img', { name: 'Profile photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  await page.getByLabel('Country').selectOption('NL');
  await page.getByLabel('City or town').fill('Utrecht');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await page.getByText('A woman', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'A woman' })).toBeChecked();
  await page.getByText('Men', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Men', exact: true })).toBeChecked();
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('spinbutton').first().click();
  await page.keyboard.type('15061995');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Username may not be the same as your e-mail address')).toBeVisible();
  await page.getByLabel('Username').fill('Eline');
  // The terms and the privacy policy it accepts open beside the form.
  await expect(page.getByRole('link', { name: 'terms (opens in a new tab)' })).toHaveAttribute(
    'href',
    '/pages/terms',
  );
  await page.getByRole('button', { name: 'Next' }).click();

  // The last step goes back too: the password is typed again, nothing else.
  await expect(page.getByRole('heading', { name: 'Tell others about yourself' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('Eline');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Tell others about yourself' })).toBeVisible();
  await page.getByLabel('About me').fill('I like hiking and good coffee.');
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`We sent an e-mail to ${email}.`, { exact: false })).toBeVisible();
  // Nothing was skipped: no profile left to complete.
  await expect(page.getByRole('link', { name: 'Complete my profile' })).toHaveCount(0);

  // Activation from the dev mailbox.
  await followMailLink(page, email, 'Confirm your e-mail address for Amori', '/activate/done');
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();

  // The signup's photo and place are on the profile.
  await page.goto('/profile');
  await expect(page.getByText('1 of 3 photos')).toBeVisible();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Utrecht');

  // /complete-signup saves a photo, the place and the about-me text.
  await page.goto('/complete-signup');
  await hydrated(page);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles('e2e/files/photo.jpg');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  await expect(page.getByLabel('City or town')).toHaveValue('Utrecht');
  await page.getByLabel('City or town').fill('Amersfoort');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Tell others about yourself' })).toBeVisible();
  await page.getByLabel('About me').fill('Coffee first, then hiking.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/signup-matches$/);
  await page.goto('/profile');
  await expect(page.getByText('2 of 3 photos')).toBeVisible();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Amersfoort');
  await expect(page.getByLabel('About me')).toHaveValue('Coffee first, then hiking.');

  // Log out, then reset the password through the mail.
  await logOut(page);
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await hydrated(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText(`We sent a link to ${email}.`, { exact: false })).toBeVisible();
  await followMailLink(page, email, 'Reset your Amori password', '/reset-password/do');
  await hydrated(page);
  const newPassword = 'green valley stream';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  // The new password logs in.
  await logInWith(page, email, newPassword);

  // Block a member from their profile, find them in settings, unblock them there.
  const found = await page.request.get('/api/members.php', { headers: { 'x-request-type': 'client' } });
  expect(found.ok()).toBe(true);
  const someone = ((await found.json()) as { profiles: { id: number; name: string }[] }).profiles[0]!;
  await page.goto(`/members/${someone.id}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Block this member' }).click();
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText(`You blocked ${someone.name}.`)).toBeVisible();
  await page.goto('/notifications');
  const blockedList = page.getByRole('region', { name: 'Blocked members' });
  await expect(blockedList.getByText(someone.name, { exact: true })).toBeVisible();
  await blockedList.getByRole('button', { name: `Unblock ${someone.name}` }).click();
  await expect(blockedList.getByText('You have not blocked anyone.')).toBeVisible();

  // Discreet notices (no names or photos in pushes and mails about messages): on, and kept.
  const discreet = page.getByRole('switch', { name: 'Discreet notifications' });
  await expect(discreet).not.toBeChecked();
  await page.getByText('Discreet notifications', { exact: true }).click();
  await expect(discreet).toBeChecked();
  await page.reload();
  await hydrated(page);
  await expect(discreet).toBeChecked();
  await page.goto(`/members/${someone.id}`);
  await expect(page.getByRole('button', { name: 'Block this member' })).toBeVisible();

  // Change the e-mail address through the confirmation mail.
  const newEmail = `e2e-${stamp}-new@example.com`;
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByLabel('New e-mail address', { exact: true }).fill(newEmail);
  await page.locator('input[name="current_password"]').fill(newPassword);
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}.`)).toBeVisible();
  await followMailLink(page, newEmail, 'Confirm your new e-mail address for Amori', '/mail-change/do');
  await hydrated(page);
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();

  // Delete the account (declining the offer to stay), then reactivate it from the mail.
  await page.goto('/notifications');
  await expect(page.getByText(`Your e-mail address is ${newEmail}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Before you go: 50% off')).toBeVisible();
  await page.getByRole('button', { name: 'No thanks, delete my account' }).click();
  await page.locator('input[name="delete_password"]').fill(newPassword);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();

  await followMailLink(page, newEmail, 'Your Amori account has been deleted', '/account-deleted');
  await hydrated(page);
  await page.getByRole('button', { name: 'Reactivate my account' }).click();
  await expect(page.getByText('Welcome back! Your account is active again.')).toBeVisible();
  await logInWith(page, newEmail, newPassword);
});

test('the signup modal is locked while signup is in progress: no Escape, no backdrop', async ({ page }) => {
  // The like popup opens it when it has no member to show a visitor (its search failed).
  await page.route(/\/api\/members\.php/, (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'Error' } } }),
  );
  await page.clock.install();
  await page.goto('/pages/terms?t=1');
  await hydrated(page);
  await page.clock.fastForward(1_000);
  await page
    .getByRole('dialog', { name: 'Meet new people' })
    .getByRole('button', { name: 'Sign up for free' })
    .click();
  const signup = page.getByRole('dialog', { name: 'Join for free' });
  const message = signup.getByLabel('Your message');
  await message.fill('Hi there!');
  // The page's clock is paused: a second run past each attempt is time for any closing
  // animation to finish, so "still open" below is proven, not merely not yet closed.
  await page.keyboard.press('Escape');
  await page.clock.runFor(1_000);
  await expect(signup).toBeVisible();
  await expect(message).toBeFocused();
  await page.mouse.click(5, 5);
  await page.clock.runFor(1_000);
  await expect(signup).toBeVisible();
  await expect(message).toHaveValue('Hi there!');
  await expect(signup.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await signup.getByRole('button', { name: 'Next' }).click();
  await expect(signup.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
});

test("a visitor writing to a member from the profile signs up with that member's name and photo", async ({
  page,
  request,
}) => {
  const found = await request.get('/api/members.php', { headers: { 'x-request-type': 'client' } });
  const { profiles } = (await found.json()) as {
    profiles: { id: number; name: string; main_image: { match: string } | null }[];
  };
  // A plain name, so the page's HTML has it as it is.
  const someone = profiles.find((p) => p.main_image && /^[A-Za-z ]+$/.test(p.name))!;
  expect(someone).toBeDefined();
  await page.goto(`/members/${someone.id}`);
  await hydrated(page);
  await page.getByRole('link', { name: 'Send a message' }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${someone.id}/signup$`));
  await expect(page.getByRole('heading', { name: `Write ${someone.name} a message` })).toBeVisible();
  // Name and photo are in the first HTML.
  const html = await (await request.get(`/members/${someone.id}/signup`)).text();
  expect(html).toContain(`Write ${someone.name} a message`);
  expect(html).toContain(someone.main_image!.match);
});
