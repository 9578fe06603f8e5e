import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { portrait } from '../internal/portraits';
import { SwipeDeck } from './SwipeDeck';

const swipeProfiles = [
  { id: 'm-1', name: 'Anna', age: 29, region: 'Utrecht', photoUrl: portrait(0) },
  { id: 'm-2', name: 'Sofie', age: 34, region: 'Antwerpen', photoUrl: portrait(1) },
  { id: 'm-3', name: 'Lena', age: 26, region: 'Bern', photoUrl: portrait(2) },
  { id: 'm-4', name: 'Marta', age: 31, region: 'Kraków', photoUrl: portrait(3) },
];

const meta = {
  title: 'Matching/SwipeDeck',
  component: SwipeDeck,
  args: {
    profiles: swipeProfiles,
    onLike: fn(),
    onPass: fn(),
    likeLabel: 'Like',
    passLabel: 'Pass',
    remainingText: '4 likes left today',
    emptyText: 'No more profiles for today',
    keyboardHint: 'Right arrow likes, left arrow passes',
  },
} satisfies Meta<typeof SwipeDeck>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons like and pass the top card; the next card comes up. Each icon sits beside its label. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Pass', 'Like']) {
      const button = canvas.getByRole('button', { name });
      const icon = button.querySelector('svg')!.getBoundingClientRect();
      const label = within(button).getByText(name).getBoundingClientRect();
      await expect(icon.right).toBeLessThanOrEqual(label.left);
      await expect(icon.bottom).toBeGreaterThan(label.top);
      await expect(icon.top).toBeLessThan(label.bottom);
    }
    await expect(canvas.getByRole('article', { name: 'Anna, 29' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onLike).toHaveBeenCalledWith('m-1');
    await userEvent.click(await canvas.findByRole('button', { name: 'Pass' }));
    await expect(args.onPass).toHaveBeenCalledWith('m-2');
    await expect(await canvas.findByRole('article', { name: 'Lena, 26' })).toBeVisible();
  },
};

export const Playground: Story = { args: { profiles: swipeProfiles.slice(0, 2) } };
