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
export const AuthorisationMissing: Story = {
  args: { initialValues: filled, error: 'authorisation_required' },
};
export const Blocked: Story = { args: { initialValues: filled, error: 'direct_debit_blocked' } };
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
