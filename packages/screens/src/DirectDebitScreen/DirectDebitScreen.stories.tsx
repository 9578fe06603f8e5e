import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { packagesFixture } from '../CreditsScreen/CreditsScreen.fixtures';
import { DirectDebitScreen } from './DirectDebitScreen';

const filled = {
  account_holder: 'P. Demo',
  iban: 'NL91 ABNA 0417 1643 00',
  street: 'Herengracht',
  house_number: '100',
  postal_code: '1015 BS',
  city: 'Amsterdam',
  mobile: '+31 6 1234 5678',
};

const meta = {
  title: 'Screens/DirectDebit',
  component: DirectDebitScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    pack: packagesFixture[0]!,
    step: 'form',
    submitting: false,
    error: null,
    backHref: '/credits',
    onSubmit: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof DirectDebitScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form: every field, the authorisation, then the code is sent. */
export const Default: Story = {
  args: { initialValues: filled },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /one-time direct debit/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send the code' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, authorised: true });
  },
};

export const Empty: Story = {};

/** Sent empty: every field says what it needs, in its own words, and focus goes to the first. */
export const EmptySent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the code' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    for (const [label, message] of [
      ['Account holder', "Enter the account holder's name."],
      ['IBAN', 'Enter your IBAN.'],
      ['Street', 'Enter your street.'],
      ['House number', 'Enter your house number.'],
      ['Postal code', 'Enter your postal code.'],
      ['City', 'Enter your city.'],
      ['Mobile number', 'Enter your mobile number.'],
    ] as const) {
      const field = canvas.getByRole('textbox', { name: label });
      await expect(field).toBeInvalid();
      await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    const authorise = canvas.getByRole('checkbox', { name: /one-time direct debit/ });
    await expect(authorise).toHaveAccessibleDescription('Authorise the one-time direct debit to continue.');
    await expect(canvas.getByRole('textbox', { name: 'Account holder' })).toHaveFocus();
    // No "An error occured" above the form: each message is at its field.
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Filled in, a field's message goes as it is typed.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account holder' }), 'P. Demo');
    await expect(canvas.getByRole('textbox', { name: 'Account holder' })).not.toBeInvalid();
  },
};

/** Everything filled in but the authorisation: only the checkbox says so, and gets focus. */
export const AuthorisationNotTicked: Story = {
  args: { initialValues: filled },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the code' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const authorise = canvas.getByRole('checkbox', { name: /one-time direct debit/ });
    await expect(authorise).toHaveAccessibleDescription('Authorise the one-time direct debit to continue.');
    await expect(authorise).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'IBAN' })).not.toBeInvalid();
  },
};

/** The server refused fields (its `details.fields`): each is marked with its own message. */
export const ServerFieldErrors: Story = {
  args: {
    initialValues: { ...filled, account_holder: '', street: 'x'.repeat(20) },
    fieldErrors: { account_holder: 'required', street: 'invalid', mobile: 'invalid' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Account holder' })).toHaveAccessibleDescription(
      "Enter the account holder's name.",
    );
    await expect(canvas.getByRole('textbox', { name: 'Street' })).toHaveAccessibleDescription(
      'This entry cannot be used: check it and try again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      expect.stringContaining('Mobile number invalid'),
    );
    await expect(canvas.getByRole('textbox', { name: 'IBAN' })).not.toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Account holder' })).toHaveFocus();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
/** With the member's time bonus: the price shown is the discounted one the order is placed at. */
export const WithDiscount: Story = {
  args: { discount: { code: 'TIMEBONUS25', percentage: 25 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Pay €18\.74 for 100 credits/)).toBeVisible();
  },
};
export const IbanInvalid: Story = {
  args: { initialValues: { ...filled, iban: 'NL91 ABNA 0417 1643 01' }, error: 'iban_invalid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('IBAN invalid')).toBeVisible();
  },
};
/** The server's answer for an unticked authorisation: at the checkbox, not once more above the form. */
export const AuthorisationMissing: Story = {
  args: { initialValues: filled, error: 'authorisation_required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /one-time direct debit/ })).toHaveAccessibleDescription(
      'Authorise the one-time direct debit to continue.',
    );
    await expect(canvas.getAllByText('Authorise the one-time direct debit to continue.')).toHaveLength(1);
  },
};
export const Blocked: Story = { args: { initialValues: filled, error: 'direct_debit_blocked' } };

/** A failure no field explains: the one message above the form. */
export const GenericError: Story = {
  args: { initialValues: filled, error: 'generic' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An error occured, please try again later.',
    );
  },
};
export const LimitReached: Story = {
  args: { initialValues: filled, error: 'direct_debit_limit' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Limit reached: try again later, choose a cheaper package or another payment method.',
      ),
    ).toBeVisible();
  },
};

/** The texted code. */
export const Code: Story = {
  args: { step: 'code', mobileHint: '•••• 5678' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /SMS code/ }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm the payment' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
  },
};
export const CodeInvalid: Story = {
  args: { step: 'code', mobileHint: '•••• 5678', error: 'sms_code_invalid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Code invalid')).toBeVisible();
  },
};
export const Submitting: Story = { args: { initialValues: filled, submitting: true } };
export const Loading: Story = { args: { status: 'loading', pack: null } };
export const NotFound: Story = { args: { status: 'notFound', pack: null } };
