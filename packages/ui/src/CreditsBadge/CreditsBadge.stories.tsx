import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CreditsBadge } from './CreditsBadge';

const meta = {
  title: 'Badges/CreditsBadge',
  component: CreditsBadge,
  args: { credits: 3, label: '3 credits left' },
  argTypes: { credits: { control: { type: 'number', min: 0, max: 20 } } },
} satisfies Meta<typeof CreditsBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByText('3', { selector: '[aria-hidden]' });
    await expect(number).toBeVisible();
    await expect(number.parentElement).toHaveAttribute('data-tone', 'warning');
    await expect(within(canvasElement).getByText('3 credits left')).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { credits: 0, label: 'No credits left', showIcon: true } };
