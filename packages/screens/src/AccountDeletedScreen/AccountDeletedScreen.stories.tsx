import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountDeletedScreen } from './AccountDeletedScreen';

const meta = {
  title: 'Screens/AccountDeleted',
  component: AccountDeletedScreen,
  parameters: { layout: 'fullscreen' },
  args: { status: 'deleted', onReactivate: fn(), loginHref: '/login', homeHref: '/' },
} satisfies Meta<typeof AccountDeletedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/within 14 days/)).toBeVisible();
  },
};
export const Reactivate: Story = {
  args: { status: 'reactivate' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reactivate my account' }));
    await expect(args.onReactivate).toHaveBeenCalled();
  },
};
export const Loading: Story = { args: { status: 'reactivating' } };
export const Reactivated: Story = { args: { status: 'reactivated' } };
export const Error: Story = {
  args: { status: 'invalid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Link expired or invalid, request a new email',
    );
  },
};
