import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IndexScreen } from './IndexScreen';
import { indexFixture, memberFixture, nothingNewFixture } from './IndexScreen.fixtures';

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

/** A member's home page: what is new for them, each figure a link, and members near them. */
export const LoggedInWithNews: Story = {
  args: { member: memberFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back, Anna' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '3 unread messages' })).toHaveAttribute('href', '/chats');
    await expect(canvas.getByRole('link', { name: '2 new likes' })).toHaveAttribute('href', '/likes');
    await expect(canvas.getByRole('link', { name: '1 new match' })).toHaveAttribute('href', '/likes/matches');
    const unread = canvas.getByRole('region', { name: 'Unread conversations' });
    await expect(within(unread).getByRole('link', { name: /Anna/ })).toHaveAttribute('href', '/chats/1');
    await expect(within(unread).getByText('2 unread messages')).toBeInTheDocument();
    const likers = canvas.getByRole('region', { name: 'They like you' });
    await expect(within(likers).getAllByRole('link', { name: /, \d+/ })[0]).toHaveAttribute(
      'href',
      '/likes/m/105',
    );
    await expect(canvas.getByRole('link', { name: 'See more members near you' })).toHaveAttribute(
      'href',
      '/members?countryregion=2',
    );
    await expect(shownCards(canvasElement, 'Members near you').length).toBeGreaterThan(0);
    // A member is past the front door: no sign-up, no visitor search.
    await expect(canvas.queryByRole('link', { name: 'Sign up for free' })).toBeNull();
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};

export const LoggedInWithNewsPhone: Story = {
  args: { member: memberFixture },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The three figures stay side by side on a phone.
    const [a, b, c] = ['3 unread messages', '2 new likes', '1 new match'].map((name) =>
      canvas.getByRole('link', { name }).getBoundingClientRect(),
    );
    await expect(a!.top).toBe(b!.top);
    await expect(b!.top).toBe(c!.top);
    const view = canvasElement.ownerDocument.documentElement;
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
  },
};

export const LoggedInWithNewsDesktop: Story = { args: { member: memberFixture }, globals: desktop };

/** Nothing new: the figures at 0, quiet, and a nudge to like a few members. */
export const LoggedInNothingNew: Story = {
  args: { member: { ...memberFixture, news: nothingNewFixture } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '0 unread messages' })).not.toHaveAttribute(
      'data-highlight',
    );
    await expect(canvas.getByText(/Nothing new since your last visit/)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Unread conversations' })).toBeNull();
  },
};

/** The chats and likes are on their way: placeholders as tall as the figures, announced. */
export const LoggedInLoading: Story = {
  args: { member: { ...memberFixture, news: { ...nothingNewFixture, status: 'loading' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading what is new…' })).toBeVisible();
  },
};

/** The chats or likes could not be loaded: said so, with a retry. */
export const LoggedInError: Story = {
  args: {
    member: { ...memberFixture, news: { ...nothingNewFixture, status: 'error' }, onRetryNews: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('What is new could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.member!.onRetryNews).toHaveBeenCalled();
  },
};

/** The search for members near them failed: said so, with the way to search. */
export const LoggedInNearbyError: Story = {
  args: { member: { ...memberFixture, nearby: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Members near you could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search members' })).toHaveAttribute(
      'href',
      '/members?countryregion=2',
    );
  },
};

/** Nobody near them yet: an invitation to search further. */
export const LoggedInNearbyEmpty: Story = {
  args: { member: { ...memberFixture, nearby: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'No members near you yet' }),
    ).toBeVisible();
  },
};
