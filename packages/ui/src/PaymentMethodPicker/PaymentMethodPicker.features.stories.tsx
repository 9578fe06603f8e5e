import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PAYMENT_METHODS, PAYMENT_METHOD_NAMES, paymentMethodsFor } from '@amori/core';
import { PaymentMark } from './marks';
import { PaymentMethodPicker } from './PaymentMethodPicker';

const meta = {
  title: 'Money/PaymentMethodPicker/Features',
  component: PaymentMethodPicker,
  args: { methods: paymentMethodsFor('PL'), label: 'Choose a payment method', onChange: fn() },
} satisfies Meta<typeof PaymentMethodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All 24 methods of spec point 9 in one group. */
export const AllMethods: Story = {
  args: { methods: PAYMENT_METHODS, defaultValue: 'ideal' },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios).toHaveLength(24);
  },
};

/** Poland: Przelewy24, Blik, credit card, PayPal; ArrowRight and ArrowLeft too, wrapping round. */
export const Poland: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Przelewy24' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('przelewy24');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Blik' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('paypal');
  },
};

export const Switzerland: Story = { args: { methods: paymentMethodsFor('CH'), defaultValue: 'twint' } };

export const WithDescription: Story = {
  args: { description: 'You pay once; there is no subscription.', defaultValue: 'blik' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'blik' },
  play: async ({ args, canvasElement }) => {
    const blik = within(canvasElement).getByRole('radio', { name: 'Blik' });
    await expect(blik).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('PayPal', { selector: 'span' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { methods: [], emptyText: 'No payment method is available in your country.' },
};

export const LongNames: Story = {
  args: {
    methods: ['sepa_direct_debit', 'wire_transfer', 'credit_card'],
    names: {
      sepa_direct_debit: 'SEPA-Lastschrift (Bankeinzug vom Girokonto)',
      wire_transfer: 'Banküberweisung (Gutschrift nach zwei bis drei Werktagen)',
      credit_card: 'Kreditkarte',
    },
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <PaymentMethodPicker {...args} label="اختر طريقة الدفع" />
    </div>
  ),
};

/** Every mark, large, to check that each reads well. */
export const Marks: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {PAYMENT_METHODS.map((method) => (
        <li key={method} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <PaymentMark method={method} width={96} />
          <span>{PAYMENT_METHOD_NAMES[method]}</span>
        </li>
      ))}
    </ul>
  ),
};
