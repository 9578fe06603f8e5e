import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { suspension, warning } from '../AppealScreen/AppealScreen.fixtures';
import { SettingsScreen } from './SettingsScreen';
import { accountSettingsFixture, retentionOfferFixture, settingsFixture } from './SettingsScreen.fixtures';

const meta = {
  title: 'Screens/Settings',
  component: SettingsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    ...settingsFixture,
    onRetry: fn(),
    onChangeEmail: fn(),
    onChangePassword: fn(),
    onNotificationChange: fn(),
    onDiscreetChange: fn(),
    onReenable: fn(),
    onInvisibleChange: fn(),
    onLanguageChange: fn(),
    onUnblock: fn(),
    onRetryBlocked: fn(),
    onEndSession: fn(),
    onEndOtherSessions: fn(),
    onDeleteStart: fn(),
    onKeepOffer: fn(),
    onDeclineOffer: fn(),
    onDeleteConfirm: fn(),
    onDeleteCancel: fn(),
  },
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A free member: invisible mode is premium only. */
export const Free: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: /Invisible/ })).toBeDisabled();
    await expect(canvas.getByText('Invisible mode is for premium members.')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Offers and promotions' }));
    await expect(args.onNotificationChange).toHaveBeenCalledWith('promotions', true);
  },
};

/** Discreet notices: pushes and mails about messages name no one; switched on here. */
export const Discreet: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Discreet notifications' });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText(/show no names or photos/)).toBeVisible();
    await userEvent.click(toggle);
    await expect(args.onDiscreetChange).toHaveBeenCalledWith(true);
  },
};

/** Discreet notices already on: switching them off. */
export const DiscreetOn: Story = {
  args: { settings: { ...accountSettingsFixture, discreet: true } },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Discreet notifications' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onDiscreetChange).toHaveBeenCalledWith(false);
  },
};

export const Premium: Story = {
  args: { settings: { ...accountSettingsFixture, paid_user: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: /Invisible/ }));
    await expect(args.onInvisibleChange).toHaveBeenCalledWith(true);
  },
};

/** With the spending limits section (loaded on its own, below the others). */
export const WithSpendingLimits: Story = {
  args: {
    spending: {
      status: 'ready',
      limits: {
        limit: { period: 'day', credits: 50 },
        cool_off_until: null,
        pending: null,
        pending_from: null,
        spent: 10,
      },
      dateLocale: 'en-GB',
      onSaveLimit: fn(),
      onStartCoolOff: fn(),
      onEndCoolOff: fn(),
      onRetry: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Spending limits' })).toBeVisible();
    await expect(canvas.getByText(/Your limit: 50 credits a day/)).toBeVisible();
  },
};

/** A member who received moderation decisions: each is listed, the open one with "Appeal". */
export const WithStatements: Story = {
  args: {
    statements: {
      status: 'ready',
      statements: [{ ...suspension, action: 'warn', until: null }, warning],
      appealing: null,
      formatDate: (iso: string) => iso.slice(0, 10),
      onAppeal: fn(),
      onSubmit: fn(),
      onCancel: fn(),
      onRetry: fn(),
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Decisions about your account' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Appeal' }));
    await expect(args.statements!.onAppeal).toHaveBeenCalledWith(41);
  },
};

export const Loading: Story = { args: { status: 'loading', settings: null } };

export const Error: Story = {
  args: { status: 'error', settings: null },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** E-mail stopped after a bounce and an unsubscribe, with the way to re-enable it. */
export const NotificationsDisabled: Story = {
  args: { settings: { ...accountSettingsFixture, notifications_disabled: ['bounce', 'listunsubscribe'] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/could not be delivered/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send me e-mail again' }));
    await expect(args.onReenable).toHaveBeenCalled();
  },
};

export const ChangeEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New e-mail address'), 'anna@');
    await userEvent.click(canvas.getByRole('button', { name: 'Change e-mail address' }));
    await expect(canvas.getByText('New email adress is invalid.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New e-mail address'), 'new.example.com');
    await userEvent.type(canvas.getByLabelText('Your password'), 'blue meadow river');
    await userEvent.click(canvas.getByRole('button', { name: 'Change e-mail address' }));
    await expect(args.onChangeEmail).toHaveBeenCalledWith({
      email: 'anna@new.example.com',
      password: 'blue meadow river',
    });
  },
};

export const EmailTaken: Story = {
  args: { email: { status: 'idle', error: { code: 'email_taken' } } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This email address already owns an account on this website.'),
    ).toBeVisible();
  },
};

export const EmailSent: Story = {
  args: {
    email: { status: 'done', error: null, sentTo: 'anna@new.example.com' },
    settings: { ...accountSettingsFixture, pending_email: 'anna@new.example.com' },
  },
};

export const ChangePassword: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'blue meadow river');
    await userEvent.type(canvas.getByLabelText('New password'), 'green valley stream');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'green valley streams');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByText('The entered passwords are not the same.')).toBeVisible();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const OldPasswordWrong: Story = {
  args: { password: { status: 'idle', error: { code: 'old_password_wrong' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please check your old password.')).toBeVisible();
  },
};

export const Sessions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This device/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out everywhere else' }));
    await expect(args.onEndOtherSessions).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out this device' }));
    await expect(args.onEndSession).toHaveBeenCalledWith(2);
  },
};

/** Blocked members, each with a way to unblock. */
export const Blocked: Story = {
  args: {
    blocked: {
      status: 'ready',
      members: [
        { id: 7, name: 'Mark' },
        {
          id: 9,
          name: 'Jonas',
          photoUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
        },
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('region', { name: 'Blocked members' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(list.getByRole('button', { name: 'Unblock Mark' }));
    await expect(args.onUnblock).toHaveBeenCalledWith(7);
  },
};

export const BlockedEmpty: Story = {
  args: { blocked: { status: 'ready', members: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have not blocked anyone.')).toBeVisible();
  },
};

export const BlockedLoading: Story = { args: { blocked: { status: 'loading', members: [] } } };

/** The list could not be loaded: a retry. */
export const BlockedError: Story = {
  args: { blocked: { status: 'error', members: [] } },
  play: async ({ args, canvasElement }) => {
    const list = within(within(canvasElement).getByRole('region', { name: 'Blocked members' }));
    await expect(list.getByText('The members you blocked could not be loaded.')).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryBlocked).toHaveBeenCalled();
  },
};

export const UnblockFailed: Story = {
  args: { blocked: { status: 'ready', members: [{ id: 7, name: 'Mark' }], unblockFailed: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Unblocking did not work. Please try again.',
    );
  },
};

/** Delete account: the offer to stay comes first. */
export const DeleteOffer: Story = {
  args: { deletion: { step: 'offer', offer: retentionOfferFixture, error: null } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Before you go: 50% off')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'No thanks, delete my account' }));
    await expect(args.onDeclineOffer).toHaveBeenCalled();
  },
};

export const OfferKept: Story = {
  args: { deletion: { step: 'kept', offer: retentionOfferFixture, error: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/STAY-42/)).toBeVisible();
  },
};

export const DeleteConfirm: Story = {
  args: { deletion: { step: 'confirm', offer: null, error: { code: 'old_password_wrong' } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please check your old password.')).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText('Your password', { selector: '[name="delete_password"]' }),
      'secret words',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(args.onDeleteConfirm).toHaveBeenCalledWith('secret words');
  },
};
