import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPasswordDoScreen } from './ResetPasswordDoScreen';

const meta = {
  title: 'Screens/ResetPasswordDo',
  component: ResetPasswordDoScreen,
  parameters: { layout: 'fullscreen' },
  args: { status: 'ready', error: null, onSubmit: fn(), loginHref: '/login', requestHref: '/reset-password' },
} satisfies Meta<typeof ResetPasswordDoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'shorter');
    await userEvent.click(canvas.getByRole('button', { name: 'Save my new password' }));
    await expect(canvas.getByText('Use at least 10 characters.')).toBeVisible();
    await expect(canvas.getByText('The entered passwords are not the same.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('New password'));
    await userEvent.type(canvas.getByLabelText('New password'), 'green valley stream');
    await userEvent.clear(canvas.getByLabelText('Repeat the new password'));
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'green valley stream{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('green valley stream');
  },
};
export const Loading: Story = { args: { status: 'checking' } };
export const Submitting: Story = { args: { status: 'submitting' } };
export const Invalid: Story = {
  args: { status: 'invalid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
    await expect(canvas.getByRole('link', { name: 'Request a new e-mail' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  },
};
export const Done: Story = { args: { status: 'done' } };
export const Error: Story = { args: { error: { code: 'password_common' } } };
