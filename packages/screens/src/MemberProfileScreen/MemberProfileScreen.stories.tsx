import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { memberProfile } from '../shared/members.fixtures';
import { MemberProfileScreen } from './MemberProfileScreen';
import { profileFixture } from './MemberProfileScreen.fixtures';

const meta = {
  title: 'Screens/MemberProfile',
  component: MemberProfileScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    ...profileFixture,
    onToggleLike: fn(async () => undefined),
    onBlock: fn(async () => undefined),
    onUnblock: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof MemberProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A free member: 3 photos, the rest blurred with a premium call to action; like, message, gift.
 * The details speak of one person: 'Gender: Woman', not the search filter's 'Women'.
 */
export const Free: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Anna, 24');
    await expect(canvas.getByText('Gender', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /^Woman$/,
    );
    await expect(canvas.getByRole('list', { name: '2 hidden photos' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Premium to see all photos' })).toHaveAttribute(
      'href',
      '/premium',
    );
    await expect(canvas.getByRole('link', { name: 'Send a message' })).toHaveAttribute(
      'href',
      '/members/100/chat',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onToggleLike).toHaveBeenCalledWith(true);
  },
};

export const Default: Story = {};

/** A visitor: the main photo only, and every action leads to login (spec point 6). */
export const LoggedOut: Story = {
  args: {
    viewer: 'visitor',
    data: { ...profileFixture.data, profile: memberProfile({}, 5, 1), photo_allowance: 1 },
    messageHref: '/login?redirect=%2Fmembers%2F100%2Fchat',
    giftHref: '/login?redirect=%2Fmembers%2F100%2Fchat',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Log in to see more photos' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Like' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fmembers%2F100',
    );
    await expect(canvas.queryByRole('button', { name: 'Block this member' })).toBeNull();
  },
};

export const Premium: Story = {
  args: {
    viewer: 'premium',
    data: { ...profileFixture.data, profile: memberProfile({}, 8, 99), photo_allowance: null, liked: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/hidden photo/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    // The main photo is the page's largest paint: fetched first; the gallery's thumbnails wait.
    const main = canvasElement.querySelector('figure img');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    for (const thumbnail of canvasElement.querySelectorAll('ul img')) {
      await expect(thumbnail).not.toHaveAttribute('fetchpriority');
    }
  },
};

export const Match: Story = {
  args: { data: { ...profileFixture.data, liked: true, likes_me: true, match: true } },
};

/** No photo: the photo placeholder, as large as the photo would be, named as having none. */
export const NoPhoto: Story = {
  args: { data: { ...profileFixture.data, profile: memberProfile({ photo_count: 0, main_image: null }, 0) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: 'Anna has no photo yet' });
    await expect(picture).toHaveAttribute('data-photo-placeholder', 'silhouette');
    const { width, height } = picture.getBoundingClientRect();
    await expect(Math.round((width * 5) / 4)).toBe(Math.round(height));
  },
};

export const Fictional: Story = {
  args: { data: { ...profileFixture.data, profile: memberProfile({ fictional: true }, 3, 3) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/fictional and operated by the site/)).toBeVisible();
  },
};

export const Cam: Story = {
  args: {
    data: {
      ...profileFixture.data,
      profile: memberProfile({ kind: 'cam', external_url: 'https://cams.example/anna' }, 2, 3),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Watch my live cam/ })).toHaveAttribute(
      'href',
      'https://cams.example/anna',
    );
  },
};

/** Blocking asks first, says what it does, then blocks. */
export const BlockMember: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Block this member' }));
    await expect(canvas.getByText(/Your chats and likes with Anna will be deleted/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
    await expect(args.onBlock).toHaveBeenCalled();
  },
};

export const Blocked: Story = {
  args: { data: { ...profileFixture.data, blocked: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You blocked Anna.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock' }));
    await expect(args.onUnblock).toHaveBeenCalled();
  },
};

export const BlockFailed: Story = {
  args: {
    data: { ...profileFixture.data, blocked: true },
    onUnblock: fn(async () => Promise.reject(new globalThis.Error('refused'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That did not work');
  },
};

export const Loading: Story = { args: { status: 'loading', data: null } };
export const NotFound: Story = {
  args: { status: 'notFound', data: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to the search' })).toBeVisible();
  },
};
export const Error: Story = { args: { status: 'error', data: null } };
