import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PackageCard } from './PackageCard';

const meta = {
  title: 'Money/PackageCard',
  component: PackageCard,
  args: {
    credits: 100,
    price: 49.99,
    currency: 'EUR',
    locale: 'nl-NL',
    creditsLabel: (n) => `${n} credits`,
    perCreditLabel: (price) => `${price} per credit`,
    selectLabel: 'Buy',
    onSelect: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
} satisfies Meta<typeof PackageCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The price in the currency of the locale, and the price per credit. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '100 credits' })).toBeVisible();
    await expect(canvas.getByTestId('package-price')).toHaveTextContent(/^€\s?49,99$/);
    await expect(canvas.getByText(/€\s?0,50 per credit/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { popularLabel: 'Most popular', discountLabel: '-25%' } };
