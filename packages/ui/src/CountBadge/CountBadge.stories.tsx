import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountBadge } from './CountBadge';

const meta = {
  title: 'Badges/CountBadge',
  component: CountBadge,
  args: { count: 5, label: '5 unread messages' },
} satisfies Meta<typeof CountBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5', { selector: '[aria-hidden]' })).toBeVisible();
  },
};

export const Playground: Story = { args: { count: 42, label: '42 new likes' } };
