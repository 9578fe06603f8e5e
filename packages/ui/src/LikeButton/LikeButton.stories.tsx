import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LikeButton } from './LikeButton';

const meta = {
  title: 'Matching/LikeButton',
  component: LikeButton,
  args: { liked: false, label: 'Like Anna', onToggle: fn(async () => {}) },
} satisfies Meta<typeof LikeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** aria-pressed follows each press; the new state is sent to onToggle. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Like Anna' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggle).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onToggle).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = { args: { text: 'Like', liked: true } };
