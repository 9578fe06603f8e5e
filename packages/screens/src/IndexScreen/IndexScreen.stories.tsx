import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IndexScreen } from './IndexScreen';
import { indexFixture } from './IndexScreen.fixtures';

const meta = {
  title: 'Screens/Index',
  component: IndexScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...indexFixture, onSearch: fn() },
} satisfies Meta<typeof IndexScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };
const desktop = { viewport: { value: 'xl', isRotated: false } };

/** The cards a reader sees (a width shows as many as fill its rows). */
const shownCards = (canvasElement: HTMLElement, name: string) =>
  Array.from(
    within(canvasElement).getByRole('list', { name }).querySelectorAll<HTMLElement>(':scope > li'),
  ).filter((li) => li.getBoundingClientRect().height > 0);

/**
 * A visitor's front door: the title, the ways in, recently active members, a search to start,
 * how it works and why members trust the site.
 */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();
    // The ways in are links (they navigate), not buttons.
    for (const link of canvas.getAllByRole('link', { name: 'Sign up for free' }))
      await expect(link).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: /^Anna, 24/ })).toHaveAttribute('href', '/members/100');
    await expect(canvas.getByRole('link', { name: 'See all members' })).toHaveAttribute('href', '/members');
    await expect(canvas.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Why members trust Amori' })).toBeVisible();
    await expect(canvas.getByText('Premium members have a 46% higher chance to find a match.')).toBeVisible();
    for (const heading of ['Discreet', 'Pay as you go', 'No subscription'])
      await expect(canvas.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  },
};

/**
 * The search a visitor starts: a GET form to the members page, its fields named as that page
 * reads its query (it works before the page's scripts); with them, `onSearch` gets the values.
 */
export const StartASearch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search', { name: 'Find members near you' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/members');
    const names = [...(form as HTMLFormElement).elements].map((e) => e.getAttribute('name')).filter(Boolean);
    await expect(names).toEqual(['country', 'gender', 'countryregion', 'min_age', 'max_age']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Looking for' }), 'Men');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Province' }), 'Utrecht');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'From age' }), '30');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'To age' }), '45');
    await userEvent.click(canvas.getByRole('button', { name: 'Show members' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      gender: 'male',
      country: 'NL',
      countryregion: 2,
      min_age: 30,
      max_age: 45,
    });
  },
};

/** Ages the wrong way round: a clear error on the second age, focus on it, no search. */
export const SearchAgesReversed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'From age' }), '40');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'To age' }), '30');
    await userEvent.click(canvas.getByRole('button', { name: 'Show members' }));
    const to = canvas.getByRole('combobox', { name: 'To age' });
    await expect(to).toHaveAccessibleDescription('The second age must not be below the first.');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveFocus();
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.selectOptions(to, '50');
    await expect(to).not.toHaveAttribute('aria-invalid');
  },
};

/** On a phone: the search under the ways in, six members (three rows), steps one under another. */
export const LoggedOutPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(shownCards(canvasElement, 'Recently online')).toHaveLength(6);
    const view = canvasElement.ownerDocument.documentElement;
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
  },
};

/** On a wide screen: the search beside the title, twelve members (two rows of six). */
export const LoggedOutDesktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = shownCards(canvasElement, 'Recently online');
    await expect(cards).toHaveLength(12);
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const search = canvas.getByRole('heading', { name: 'Find members near you' }).getBoundingClientRect();
    await expect(search.left).toBeGreaterThan(title.right);
    // The first row's photos load at once (they are in the first view); the rest wait.
    const photos = cards.map((li) => li.querySelector('img')!);
    await expect(photos[0]).not.toHaveAttribute('loading');
    await expect(photos[6]).toHaveAttribute('loading', 'lazy');
  },
};

/** The site's own title and description, on a page in the site's language. */
export const SiteCopy: Story = {
  args: {
    siteCopy: {
      title: 'Dating for grown-ups in the Low Countries',
      description: 'Amori brings singles from Amsterdam to Antwerp together.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Dating for grown-ups in the Low Countries' }),
    ).toBeVisible();
    await expect(canvas.getByText('Amori brings singles from Amsterdam to Antwerp together.')).toBeVisible();
  },
};

/** In German: every text in German, the search's labels too. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Singles in deiner Nähe kennenlernen' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Kostenlos registrieren' })).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'So funktioniert es' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mitglieder zeigen' })).toBeVisible();
  },
};

/** Where visitors may not browse members: no members and no search, the ways in stay. */
export const SearchClosed: Story = {
  args: { members: [], search: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Recently online' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
  },
};
