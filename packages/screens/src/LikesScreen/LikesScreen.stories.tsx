import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { card, cards } from '../shared/members.fixtures';
import { LikesScreen } from './LikesScreen';
import { likesFixture } from './LikesScreen.fixtures';

const meta = {
  title: 'Screens/Likes',
  component: LikesScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...likesFixture, onRetry: fn() },
} satisfies Meta<typeof LikesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Received likes, new ones first and marked; each opens the profile through /likes/m/{id}. */
export const Received: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Received/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByText('New')).toHaveLength(2);
    await expect(canvas.getAllByRole('link', { name: /Anna, 24/ })[0]).toHaveAttribute(
      'href',
      '/likes/m/100',
    );
  },
};
export const Default: Story = {};

/** A like from a member without a photo: the photo placeholder in the tile, never an empty box. */
export const WithoutPhoto: Story = {
  args: { members: [card(0, { name: 'Noor', main_image: null, photo_count: 0 }), ...cards(2, 1)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = canvas.getByRole('link', { name: /Noor has no photo yet/ });
    await expect(within(tile).getByRole('img', { name: 'Noor has no photo yet' })).toBeVisible();
  },
};
export const Sent: Story = { args: { tab: 'sent', members: cards(3, 4) } };
export const Matches: Story = { args: { tab: 'matches', members: cards(1, 2) } };
export const Empty: Story = {
  args: { tab: 'matches', members: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No matches yet' })).toBeVisible();
  },
};
/** More received likes than one load: a button loads the next page (the search's texts). */
export const More: Story = {
  args: { hasMore: true, onLoadMore: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show more members' });
    await userEvent.click(button);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};
export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true, onLoadMore: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Loading/ })).toBeDisabled();
  },
};
export const LoadMoreFailed: Story = {
  args: { hasMore: true, loadMoreFailed: true, onLoadMore: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
export const Loading: Story = { args: { status: 'loading', members: [] } };
export const Error: Story = { args: { status: 'error', members: [] } };

/** Each entry can be reported: the button names the member, and hands the site their id and name. */
export const Report: Story = {
  args: { onReport: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Report Anna' }));
    await expect(args.onReport).toHaveBeenCalledWith(100, 'Anna');
  },
};
