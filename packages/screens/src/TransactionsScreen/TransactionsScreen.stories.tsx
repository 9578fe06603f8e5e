import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TransactionsScreen } from './TransactionsScreen';
import { orderFixture, transactionsFixture, transactionsScreenFixture } from './TransactionsScreen.fixtures';

const meta = {
  title: 'Screens/Transactions',
  component: TransactionsScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...transactionsScreenFixture, onRetry: fn() },
} satisfies Meta<typeof TransactionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A completed order: the credits were added. */
export const Completed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Payment complete: 250 credits were added to your account.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find members to chat with' })).toBeVisible();
  },
};

/** The provider reported the payment pending: "processing", the page polls. */
export const Processing: Story = {
  args: { order: { ...orderFixture, status: 'processing', completed: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your payment is processing');
  },
};

export const Pending: Story = { args: { order: { ...orderFixture, status: 'pending', completed: null } } };

/** Failed or cancelled: retry with another method. */
export const Failed: Story = {
  args: { order: { ...orderFixture, status: 'failed', completed: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Payment failed or cancelled.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try another payment method' })).toHaveAttribute(
      'href',
      '/credits/2',
    );
  },
};

export const Cancelled: Story = {
  args: { order: { ...orderFixture, status: 'cancelled', completed: null } },
};

/** A recurring card payment failed: the spec's message. */
export const RecurringCardFailed: Story = {
  args: { order: { ...orderFixture, status: 'failed', payment_method: 'credit_card', completed: null } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        /Recurring card failed: enter card manually, use another method or PayPal\./,
      ),
    ).toBeVisible();
  },
};

/** In French: a wire transfer is named in French (a brand would keep its name). */
export const FrenchWireTransfer: Story = {
  globals: { locale: 'fr' },
  args: { order: { ...orderFixture, payment_method: 'wire_transfer' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Virement bancaire')).toBeVisible();
  },
};

/** `/transactions`: the orders and the credit changes. */
export const List: Story = { args: { order: null, transactions: transactionsFixture } };
export const Empty: Story = {
  args: { order: null, transactions: { balance: 30, orders: [], ledger: [] } },
};
export const Loading: Story = { args: { status: 'loading', order: null } };
export const NotFound: Story = { args: { status: 'notFound', order: null } };
export const Error: Story = { args: { status: 'error', order: null } };
