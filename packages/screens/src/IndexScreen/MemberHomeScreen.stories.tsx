import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { memberFixture, nothingNewFixture } from './IndexScreen.fixtures';
import { MemberHomeScreen } from './MemberHomeScreen';

const meta = {
  title: 'Screens/MemberHome',
  component: MemberHomeScreen,
  parameters: { layout: 'fullscreen' },
  args: { member: memberFixture, memberHref: (id: number) => `/members/${id}` },
} satisfies Meta<typeof MemberHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };
const desktop = { viewport: { value: 'xl', isRotated: false } };

/** The cards a reader sees (a width shows as many as fill its rows). */
const shownCards = (canvasElement: HTMLElement, name: string) =>
  Array.from(
    within(canvasElement).getByRole('list', { name }).querySelectorAll<HTMLElement>(':scope > li'),
  ).filter((li) => li.getBoundingClientRect().height > 0);

/** A member's home page: what is new for them, each figure a link, and members near them. */
export const WithNews: Story = {
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
    // A member is past the front door: no sign-up.
    await expect(canvas.queryByRole('link', { name: 'Sign up for free' })).toBeNull();
  },
};

export const WithNewsPhone: Story = {
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

export const WithNewsDesktop: Story = { globals: desktop };

/** Nothing new: the figures at 0, quiet, and a nudge to like a few members. */
export const NothingNew: Story = {
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
export const Loading: Story = {
  args: { member: { ...memberFixture, news: { ...nothingNewFixture, status: 'loading' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading what is new…' })).toBeVisible();
  },
};

/** The chats or likes could not be loaded: said so, with a retry. */
export const Error: Story = {
  args: {
    member: { ...memberFixture, news: { ...nothingNewFixture, status: 'error' }, onRetryNews: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('What is new could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.member.onRetryNews).toHaveBeenCalled();
  },
};

/** The search for members near them failed: said so, with the way to search. */
export const NearbyError: Story = {
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
export const NearbyEmpty: Story = {
  args: { member: { ...memberFixture, nearby: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'No members near you yet' }),
    ).toBeVisible();
  },
};
