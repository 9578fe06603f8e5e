import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rtlDecorator } from '../docs/rtl';
import { StatusDot } from './StatusDot';

const meta = {
  title: 'Badges/StatusDot/Features',
  component: StatusDot,
  args: { status: 'online', label: 'Online' },
} satisfies Meta<typeof StatusDot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {};
export const Offline: Story = {
  args: { status: 'offline', label: 'Anna is offline' },
  play: async ({ canvasElement }) => {
    const dot = within(canvasElement).getByRole('img', { name: 'Anna is offline' });
    await expect(dot).toHaveAttribute('data-status', 'offline');
    // Told apart by shape too: offline is a ring.
    await expect(getComputedStyle(dot).borderTopWidth).toBe('2px');
  },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <StatusDot {...args} size="small" label="Online, small" />
      <StatusDot {...args} size="medium" label="Online, medium" />
      <StatusDot {...args} size="large" label="Online, large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sizes = within(canvasElement)
      .getAllByRole('img')
      .map((d) => d.getBoundingClientRect().width);
    await expect(sizes).toEqual([8, 12, 16]);
  },
};
export const RightToLeft: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <StatusDot {...args} label="متصل" />
      آنا
    </span>
  ),
  decorators: [rtlDecorator],
};
