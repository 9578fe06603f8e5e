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

/** The amount's label and value in the order's summary. */
const expectAmount = async (canvasElement: HTMLElement, label: string) => {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  await expect(term.nextElementSibling).toHaveTextContent(/^€41\.24/);
  for (const other of ['Paid', 'To pay', 'Being paid', 'Not paid'].filter((l) => l !== label))
    await expect(within(canvasElement).queryByText(other, { selector: 'dt' })).toBeNull();
};

const RECURRING = /Recurring card failed/;

/** A completed order: the credits were added, and the amount is paid. */
export const Completed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Payment complete: 250 credits were added to your account.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find members to chat with' })).toBeVisible();
    await expectAmount(canvasElement, 'Paid');
  },
};

/** The provider reported the payment pending: "processing", the page polls; not paid yet. */
export const Processing: Story = {
  args: { order: { ...orderFixture, status: 'processing', completed: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your payment is processing');
    await expectAmount(canvasElement, 'Being paid');
  },
};

/** Waiting for the member to pay at the provider: the amount is still to pay. */
export const Pending: Story = {
  args: { order: { ...orderFixture, status: 'pending', completed: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Waiting for your payment.');
    await expectAmount(canvasElement, 'To pay');
  },
};

/**
 * A first payment by iDEAL failed: retry with another method. Not paid, and no word of a stored
 * card (the member has none to re-enter).
 */
export const Failed: Story = {
  args: { order: { ...orderFixture, status: 'failed', completed: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Payment failed or cancelled\.$/);
    await expect(canvas.queryByText(RECURRING)).toBeNull();
    await expectAmount(canvasElement, 'Not paid');
    await expect(canvas.getByRole('link', { name: 'Try another payment method' })).toHaveAttribute(
      'href',
      '/credits/2',
    );
  },
};

/** A card entered at the checkout failed: the same, nothing about a stored card. */
export const CardEnteredFailed: Story = {
  args: { order: { ...orderFixture, status: 'failed', payment_method: 'credit_card', completed: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(RECURRING)).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { order: { ...orderFixture, status: 'cancelled', completed: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /^Payment failed or cancelled\.$/,
    );
    await expectAmount(canvasElement, 'Not paid');
  },
};

/** A payment with the member's stored card failed: the spec's message for it. */
export const RecurringCardFailed: Story = {
  args: {
    order: {
      ...orderFixture,
      status: 'failed',
      payment_method: 'credit_card',
      stored_card: true,
      completed: null,
    },
  },
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

/** `/transactions`: the orders (their amount, whatever their status) and the credit changes. */
export const List: Story = {
  args: { order: null, transactions: transactionsFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader', { name: 'Amount' })).toHaveLength(1);
    await expect(canvas.queryByRole('columnheader', { name: 'Paid' })).toBeNull();
  },
};
export const Empty: Story = {
  args: { order: null, transactions: { balance: 30, orders: [], ledger: [] } },
};
export const Loading: Story = { args: { status: 'loading', order: null } };
export const NotFound: Story = { args: { status: 'notFound', order: null } };
export const Error: Story = { args: { status: 'error', order: null } };
