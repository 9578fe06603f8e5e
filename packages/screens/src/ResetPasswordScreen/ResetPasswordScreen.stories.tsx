import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const meta = {
  title: 'Screens/ResetPassword',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { status: 'idle', error: null, onSubmit: fn(), loginHref: '/login' },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a link' }));
    await expect(canvas.getByText('Please fill in this field.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'anna@example.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('anna@example.com');
  },
};
export const Loading: Story = { args: { status: 'submitting' } };
export const Sent: Story = {
  args: { status: 'sent', sentTo: 'anna@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/We sent a link to anna@example.com/)).toBeVisible();
  },
};
export const NotFound: Story = {
  args: { error: { code: 'email_not_found' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('E-mail address not found');
  },
};
export const TooMany: Story = {
  args: { error: { code: 'reset_limit_reached' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Too many password reset emails sent, please try again tomorrow.',
    );
  },
};
export const Error: Story = { args: { error: { code: 'network_error' } } };
