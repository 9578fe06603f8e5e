import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SwipeGameScreen } from './SwipeGameScreen';
import { swipeFixture } from './SwipeGameScreen.fixtures';

const meta = {
  title: 'Screens/SwipeGame',
  component: SwipeGameScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...swipeFixture, onLike: fn(), onPass: fn(), onViewMatch: fn(), onCloseMatch: fn(), onRetry: fn() },
} satisfies Meta<typeof SwipeGameScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons like and pass, as the arrow keys and dragging do. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 likes left today')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onLike).toHaveBeenCalledWith(100);
    await userEvent.click(canvas.getByRole('button', { name: 'Pass' }));
    await expect(args.onPass).toHaveBeenCalledWith(101);
  },
};

/** The 4 likes are used: Like is off, and the game says when they come back. */
export const LikesUsedUp: Story = {
  args: { likesLeft: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You have used your 4 likes for today/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Like' })).toBeDisabled();
  },
};

export const Match: Story = {
  args: { match: { id: 100, name: 'Anna', photoUrl: swipeFixture.profiles[0]!.main_image!.match } },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: "It's a match!" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'View profile' }));
    await expect(args.onViewMatch).toHaveBeenCalledWith(100);
  },
};

export const Empty: Story = { args: { profiles: [] } };
export const LikeFailed: Story = { args: { failed: true } };
export const Loading: Story = { args: { status: 'loading', profiles: [] } };
export const Error: Story = { args: { status: 'error', profiles: [] } };

/** The card in front can be reported; after a pass, the report is about the next card. */
export const Report: Story = {
  args: { onReport: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Report Anna' }));
    await expect(args.onReport).toHaveBeenCalledWith(100, 'Anna');
    await userEvent.click(canvas.getByRole('button', { name: 'Pass' }));
    await expect(canvas.queryByRole('button', { name: 'Report Anna' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Report Sophie' })).toBeVisible();
  },
};
