import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MailChangeScreen } from './MailChangeScreen';

const meta = {
  title: 'Screens/MailChange',
  component: MailChangeScreen,
  parameters: { layout: 'fullscreen' },
  args: { status: 'ready', error: null, onConfirm: fn(), settingsHref: '/notifications' },
} satisfies Meta<typeof MailChangeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirm my new address' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
export const Loading: Story = { args: { status: 'submitting' } };
export const Done: Story = {
  args: { status: 'done', email: 'anna@new.example.com' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Your e-mail address is now anna@new.example.com.'),
    ).toBeVisible();
  },
};
export const Error: Story = {
  args: { status: 'error', error: { code: 'token_invalid' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Link expired or invalid, request a new email',
    );
  },
};
export const Taken: Story = { args: { status: 'error', error: { code: 'email_taken' } } };
