import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { freeSession, premiumSession, visitorHeaderFixture } from './chrome.fixtures';
import { SiteHeader } from './SiteHeader';

const meta = {
  title: 'Screens/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: { ...visitorHeaderFixture, onLocaleChange: fn(), onLogin: fn(), onLogout: fn(), onBack: fn() },
  // The menus' code loads on first open; a play that clicks before it is there would wait on the
  // machine's speed. Loaded first, as a pointer over the trigger loads it on the site.
  beforeEach: async () => {
    await import('./HeaderMenus');
  },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    // The language menu: a menu button as tall as the Login button (32 px), the page's locale checked.
    const language = canvas.getByRole('button', { name: 'Language: Nederlands' });
    const login = canvas.getByRole('button', { name: 'Login' });
    await expect(language.getBoundingClientRect().height).toBe(login.getBoundingClientRect().height);
    await userEvent.click(language);
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Nederlands' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Language and country' })).toHaveAttribute(
      'href',
      '/lang-config',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Français' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('fr');
  },
};

/** A BE visitor on the English demo: English is the page's language, so it is in the menu and checked. */
export const PageLocaleNotVisible: Story = {
  args: { locales: ['nl', 'fr', 'de', 'en'], locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(4);
  },
};

export const OneLocale: Story = {
  args: { locales: ['nl'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Language/ })).toBeNull();
  },
};

export const Free: Story = {
  args: { session: freeSession },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeVisible();
    // The links' names carry the counts the badges show (plural forms through i18next).
    await expect(canvas.getByRole('link', { name: 'Messages 3 unread' })).toHaveAttribute('href', '/chats');
    await expect(canvas.getByRole('link', { name: 'Likes 120 new' })).toHaveAttribute('href', '/likes');
    await expect(canvas.getByRole('link', { name: /Get Premium/ })).toHaveAttribute('href', '/premium');
    // The account menu: the member's name and a chevron; its items are menu items.
    const account = canvas.getByRole('button', { name: 'Account of Anna' });
    await expect(account).toHaveTextContent('Anna');
    await expect(account).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(account);
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    // A member who is no operator has no way to the landers.
    await expect(within(menu).queryByRole('menuitem', { name: 'Landers' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const Premium: Story = {
  args: { session: premiumSession },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Credits/ })).toHaveTextContent('7');
    // No unread messages: the plain name; one new like: the singular form.
    await expect(canvas.getByRole('link', { name: /^Messages$/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Likes 2 new' })).toBeVisible();
  },
};

/** An operator: the account menu leads to the landers (the lander editor's list). */
export const Operator: Story = {
  args: { session: { ...freeSession, operator: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account of Anna' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Landers' })).toHaveAttribute(
      'href',
      '/admin/landers',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const PremiumNoCredits: Story = { args: { session: { ...premiumSession, credits: 0 } } };

export const InstalledAppBack: Story = {
  args: { session: freeSession, showBack: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** A phone: one line of 44 px icons, every link still named for screen readers (layout: e2e). */
export const Phone: Story = {
  args: { session: freeSession },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Search members', 'Messages 3 unread', 'Likes 120 new', 'Get Premium'])
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Language: / })).toBeVisible();
  },
};

/**
 * With the keyboard: the first Tab reaches "Skip to content", shown over the header; Enter jumps
 * past the navigation to the page's main region, where the next Tab goes on.
 */
export const SkipToContent: Story = {
  args: { session: freeSession },
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <main id="main" tabIndex={-1}>
        <button type="button">First of the page</button>
      </main>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'First of the page' })).toHaveFocus();
  },
};
