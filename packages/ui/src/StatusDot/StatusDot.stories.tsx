import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusDot, statusDotSizes, statusDotStatuses } from './StatusDot';

const meta = {
  title: 'Badges/StatusDot',
  component: StatusDot,
  args: { status: 'online', label: 'Online' },
  argTypes: {
    status: { control: 'inline-radio', options: statusDotStatuses },
    size: { control: 'inline-radio', options: statusDotSizes },
  },
} satisfies Meta<typeof StatusDot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dot = within(canvasElement).getByRole('img', { name: 'Online' });
    await expect(dot).toHaveAttribute('data-status', 'online');
  },
};

export const Playground: Story = { args: { status: 'offline', label: 'Offline', size: 'large' } };
