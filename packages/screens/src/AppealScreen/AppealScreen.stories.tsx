import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppealScreen, StatementsSection } from './AppealScreen';
import { appealed, hiddenText, suspension, warning } from './AppealScreen.fixtures';

const formatDate = (iso: string) => iso.slice(0, 10);

const meta = {
  title: 'Screens/Appeal',
  component: AppealScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    statement: suspension,
    sendStatus: 'idle',
    onSubmit: fn(),
    formatDate,
    complaintsHref: '/complaints',
  },
} satisfies Meta<typeof AppealScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mailed link's page: the decision, and an appeal that needs enough words. */
export const Form: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your account is suspended until 2026-06-03.')).toBeVisible();
    await expect(canvas.getByText('Why: You asked a member to buy you a gift card.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Why do you disagree/ }), 'No.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send appeal' }));
    await expect(canvas.getByText('Write at least 20 characters.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Why do you disagree/ }),
      ' I never asked for money.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send appeal' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('No. I never asked for money.');
  },
};

export const Loading: Story = { args: { status: 'loading', statement: null } };

export const LoadFailed: Story = {
  args: { status: 'error', statement: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This could not be loaded. Please try again.'),
    ).toBeVisible();
  },
};

/** An unknown link, or one past the six months. */
export const InvalidLink: Story = {
  args: { status: 'invalid', statement: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This link is not valid or has expired/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to complaints' })).toHaveAttribute(
      'href',
      '/complaints',
    );
  },
};

export const Sending: Story = { args: { sendStatus: 'sending' } };

export const Sent: Story = {
  args: { sendStatus: 'sent', statement: appealed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Your appeal has been sent/)).toBeVisible();
  },
};

export const SendFailed: Story = {
  args: { sendStatus: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/could not be sent/)).toBeVisible();
  },
};

/** One appeal per decision: once made, the page shows where it stands, and no form. */
export const AlreadyAppealed: Story = {
  args: { statement: appealed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You appealed on 2026-05-05/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send appeal' })).toBeNull();
  },
};

export const Decided: Story = { args: { statement: warning } };

export const German: Story = {
  args: { statement: hiddenText },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Der Text über dich in deinem Profil wird anderen Mitgliedern nicht mehr angezeigt.',
      ),
    ).toBeVisible();
  },
};

export const Polish: Story = { globals: { locale: 'pl' } };

export const FinnishInvalid: Story = {
  args: { status: 'invalid', statement: null },
  globals: { locale: 'fi' },
};

const sectionArgs = {
  status: 'ready' as const,
  statements: [suspension, warning],
  appealing: null,
  formatDate,
};

/** The statements on /notifications: "Appeal" opens the form under its statement. */
export const Statements: StoryObj<typeof StatementsSection> = {
  render: (args) => <StatementsSection {...args} />,
  args: { ...sectionArgs, onAppeal: fn(), onSubmit: fn(), onCancel: fn(), onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Decisions about your account' })).toBeVisible();
    // The decided warning offers no appeal; the suspension does.
    await expect(canvas.getAllByRole('button', { name: 'Appeal' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Appeal' }));
    await expect(args.onAppeal).toHaveBeenCalledWith(41);
  },
};

export const StatementsAppealing: StoryObj<typeof StatementsSection> = {
  render: (args) => <StatementsSection {...args} />,
  args: {
    ...sectionArgs,
    appealing: { id: 41, status: 'idle' },
    onAppeal: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Why do you disagree/ }),
      'I asked about a concert ticket, not for money.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send appeal' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(41, 'I asked about a concert ticket, not for money.');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const StatementsSent: StoryObj<typeof StatementsSection> = {
  render: (args) => <StatementsSection {...args} />,
  args: {
    ...sectionArgs,
    statements: [appealed, warning],
    appealing: { id: 41, status: 'sent' },
    onAppeal: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
};

export const StatementsLoading: StoryObj<typeof StatementsSection> = {
  render: (args) => <StatementsSection {...args} />,
  args: { ...sectionArgs, status: 'loading', onAppeal: fn(), onSubmit: fn(), onCancel: fn(), onRetry: fn() },
};

export const StatementsError: StoryObj<typeof StatementsSection> = {
  render: (args) => <StatementsSection {...args} />,
  args: { ...sectionArgs, status: 'error', onAppeal: fn(), onSubmit: fn(), onCancel: fn(), onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A member who never received a statement sees no section at all. */
export const StatementsNone: StoryObj<typeof StatementsSection> = {
  render: (args) => (
    <div data-testid="holder">
      <StatementsSection {...args} />
    </div>
  ),
  args: { ...sectionArgs, statements: [], onAppeal: fn(), onSubmit: fn(), onCancel: fn(), onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('holder')).toBeEmptyDOMElement();
  },
};

export const StatementsSwedish: StoryObj<typeof StatementsSection> = {
  render: (args) => <StatementsSection {...args} />,
  args: {
    ...sectionArgs,
    statements: [hiddenText],
    onAppeal: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
  globals: { locale: 'sv' },
};
