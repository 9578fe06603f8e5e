import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginScreen } from './LoginScreen';
import { loginFailedFixture, loginFixture, loginLockedFixture } from './LoginScreen.fixtures';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...loginFixture, onSubmit: fn() },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'anna@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'anna@example.com', password: 'secret' });
  },
};

export const EmptyFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getAllByText('Please fill in this field.')).toHaveLength(2);
    await expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sent before the page's scripts ran with the password left empty: the form came back. */
export const CameBackWithoutPassword: Story = {
  args: { defaultEmail: 'anna@example.com', showFieldErrors: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('anna@example.com');
    await expect(canvas.getAllByText('Please fill in this field.')).toHaveLength(1);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('E-mail address')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Password'), 'secret{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'anna@example.com', password: 'secret' });
  },
};

export const Loading: Story = { args: { status: 'submitting' } };

export const Failed: Story = {
  args: { ...loginFailedFixture },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Login failed, please try again.',
    );
  },
};

export const Locked: Story = {
  args: { ...loginLockedFixture },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Too many incorrect attempts, account blocked for 15 min.',
    );
  },
};

/** A moderator suspended the account: until when, and where the reasons are. */
export const Suspended: Story = {
  args: { error: { kind: 'suspended', until: '2026-06-14T10:00:00Z' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your account is suspended until June 14, 2026.',
    );
  },
};

/** A moderator closed the account for good. */
export const Banned: Story = {
  args: { error: { kind: 'suspended', until: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your account has been closed by our moderators.',
    );
  },
};

export const Error: Story = { args: { error: { kind: 'generic' } } };
