import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DiscountBanner } from './DiscountBanner';

const meta = {
  title: 'Money/DiscountBanner',
  component: DiscountBanner,
  args: {
    percent: 25,
    locale: 'en',
    title: '25% welcome bonus',
    code: 'TIMEBONUS25',
    codeLabel: 'Code',
    secondsLeft: 3 * 3600 + 12 * 60 + 5,
    countdownLabel: 'Ends in',
    announce: ({ hours, minutes }) => `${hours} hours and ${minutes} minutes left`,
    onExpire: fn(),
    actionLabel: 'Buy credits',
    onAction: fn(),
  },
} satisfies Meta<typeof DiscountBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: '25% welcome bonus' });
    await expect(within(banner).getByText('TIMEBONUS25')).toBeVisible();
    await expect(within(banner).getByText('03:12:05')).toBeVisible();
    await expect(within(banner).getByText('-25%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy credits' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { secondsLeft: undefined, actionLabel: undefined } };
