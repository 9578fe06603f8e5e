import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutScreen } from './CheckoutScreen';
import { checkoutFixture } from './CheckoutScreen.fixtures';

const meta = {
  title: 'Screens/Checkout',
  component: CheckoutScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...checkoutFixture, onMethodChange: fn(), onPay: fn(), onRetry: fn() },
} satisfies Meta<typeof CheckoutScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The bundle, the amount to pay, the country's methods (iDEAL first in the Netherlands) and the pay button. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing is paid yet: the amount is the one to pay.
    await expect(canvas.getByText('To pay', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '€54.99',
    );
    await expect(canvas.queryByText('Paid', { selector: 'dt' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /PayPal/ }));
    await expect(args.onMethodChange).toHaveBeenCalledWith('paypal');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €54.99' }));
    await expect(args.onPay).toHaveBeenCalled();
  },
};

/** In German: the methods named by what they are in German, the brands as they are. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { methods: ['ideal', 'credit_card', 'paypal', 'sepa_direct_debit', 'wire_transfer'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Kreditkarte', 'SEPA-Lastschrift', 'Überweisung', 'iDEAL', 'PayPal'])
      await expect(canvas.getByRole('radio', { name: new RegExp(name) })).toBeInTheDocument();
    await expect(canvas.queryByText(/Credit card|direct debit|Wire transfer/)).toBeNull();
  },
};

/** With the welcome discount: the old price struck through, 25 % off. */
export const WithDiscount: Story = {
  args: { discount: { code: 'WELCOME25', percentage: 25 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Pay €41.24' })).toBeVisible();
    await expect(canvas.getByText('To pay', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '€41.24',
    );
  },
};

/** Back from a failed or cancelled payment: choose another method. */
export const RetryAnotherMethod: Story = { args: { retry: true, method: null } };

export const Paying: Story = { args: { paying: true } };

export const CodeRefused: Story = {
  args: { error: 'code_already_used', discount: { code: 'AMORI10', percentage: 10 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Code already used')).toBeVisible();
  },
};

export const NoMethods: Story = { args: { methods: [], method: null } };
export const Loading: Story = { args: { status: 'loading', pack: null } };
export const NotFound: Story = {
  args: { status: 'notFound', pack: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This package is not available.')).toBeVisible();
  },
};

/** `/credits/repeat-order` for a member who has not ordered yet: nothing to repeat, said so. */
export const RepeatWithoutOrder: Story = {
  args: { status: 'noOrder', pack: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no earlier order to repeat.')).toBeVisible();
    await expect(canvas.queryByText('This package is not available.')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to the packages' })).toHaveAttribute(
      'href',
      '/credits',
    );
  },
};
export const Error: Story = { args: { status: 'error', pack: null } };
