import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paymentMethodsFor } from '@amori/core';
import { PaymentMethodPicker } from './PaymentMethodPicker';

const meta = {
  title: 'Money/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: {
    methods: paymentMethodsFor('NL'),
    label: 'Choose a payment method',
    onChange: fn(),
  },
} satisfies Meta<typeof PaymentMethodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Dutch methods; the keyboard moves the selection with the arrow keys. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Choose a payment method' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(10);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'iDEAL' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('credit_card');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Visa' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('visa');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('credit_card');
    await userEvent.click(canvas.getByText('PayPal', { selector: 'span' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('paypal');
  },
};

export const Playground: Story = { args: { methods: paymentMethodsFor('DE'), defaultValue: 'sofort' } };
