import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PackageCard } from './PackageCard';

const meta = {
  title: 'Money/PackageCard/Features',
  component: PackageCard,
  args: {
    credits: 250,
    price: 89.99,
    currency: 'EUR',
    locale: 'de-DE',
    creditsLabel: (n) => `${n} Credits`,
    perCreditLabel: (price) => `${price} pro Credit`,
    selectLabel: 'Kaufen',
    onSelect: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
} satisfies Meta<typeof PackageCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The most popular package, with a discount ribbon and the price before the discount. */
export const PopularWithDiscount: Story = {
  args: {
    popularLabel: 'Am beliebtesten',
    discountLabel: '-25 %',
    originalPrice: 119.99,
    originalPriceLabel: 'Vorher',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Am beliebtesten')).toBeVisible();
    await expect(canvas.getByText('-25 %')).toBeVisible();
    await expect(canvas.getByText(/119,99\s?€/)).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveAttribute('data-popular', 'true');
  },
};

/** Other currencies format by the locale: Swiss francs, Polish złoty, US dollars. */
export const Currencies: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <PackageCard {...args} currency="CHF" locale="de-CH" price={79} />
      <PackageCard
        {...args}
        currency="PLN"
        locale="pl-PL"
        price={299}
        creditsLabel={(n) => `${n} kredytów`}
      />
      <PackageCard
        {...args}
        currency="USD"
        locale="en-US"
        price={59.99}
        creditsLabel={(n) => `${n} credits`}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/CHF\s?79\.00/)).toBeVisible();
    await expect(canvas.getByText(/299,00\s?zł/)).toBeVisible();
    await expect(canvas.getByText('$59.99')).toBeVisible();
  },
};

export const Selected: Story = { args: { selected: true } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Kaufen' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    popularLabel: 'Die beliebteste Wahl unserer Mitglieder',
    creditsLabel: (n) => `${n} Credits für unbegrenzte Gespräche`,
    selectLabel: 'Jetzt sicher kaufen und sofort chatten',
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <PackageCard
        {...args}
        locale="ar-AE"
        currency="AED"
        discountLabel="-25%"
        popularLabel="الأكثر شعبية"
        selectLabel="شراء"
      />
    </div>
  ),
};
