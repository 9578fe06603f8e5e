import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LikeButton } from './LikeButton';

const meta = {
  title: 'Matching/LikeButton/Features',
  component: LikeButton,
  args: { liked: false, label: 'Like Sofie', onToggle: fn(async () => {}) },
} satisfies Meta<typeof LikeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Liked: Story = { args: { liked: true } };

export const WithText: Story = { args: { text: 'Like' } };

/** Fails the save under way: the play says when, once it has seen the like pending. */
let failSave = () => {};

/** Optimistic: flips at once, flips back when saving fails, and says so. */
export const RevertsOnError: Story = {
  args: {
    errorText: 'Could not save your like. Try again.',
    onToggle: fn(
      () => new Promise<void>((_resolve, reject) => (failSave = () => reject(new Error('offline')))),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Like Sofie' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAttribute('data-pending', 'true');
    failSave();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await expect(button).toHaveAttribute('data-error', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Could not save your like. Try again.');
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Like Sofie' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const LongText: Story = { args: { text: 'Gefällt mir – Profil merken', liked: true } };

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <LikeButton {...args} text="إعجاب" />
    </div>
  ),
};
