import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { portrait } from '../internal/portraits';
import { Avatar, avatarSizes } from './Avatar';

const meta = {
  title: 'Members/Avatar',
  component: Avatar,
  args: { name: 'Anna de Vries', src: portrait(0, { width: 96, height: 96 }) },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Anna de Vries' })).toBeVisible();
  },
};

export const Playground: Story = { args: { size: 'large' } };
