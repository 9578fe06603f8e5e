import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportDialog } from './ReportDialog';

const meta = {
  title: 'Screens/ReportDialog',
  component: ReportDialog,
  parameters: { layout: 'fullscreen' },
  args: { memberName: 'Sanne', status: 'idle', onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ReportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A member reports a member: a reason, a note, and blocking in the same step. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Report Sanne' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(within(dialog).getByText('Choose a reason.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Scam or asks for money' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Anything to add/ }), 'Gift card');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also block Sanne' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: 'scam',
      note: 'Gift card',
      block: true,
      email: '',
    });
  },
};

/** A message is reported from the chat: its copy is kept as evidence. */
export const Message: Story = {
  args: { subject: 'message' },
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Report a message from Sanne' });
  },
};

/** The whole conversation is reported from the chat's header, blocking in the same step. */
export const Conversation: Story = {
  args: { subject: 'conversation' },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Report your conversation with Sanne',
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Offensive or harassing' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also block Sanne' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: 'offensive',
      note: '',
      block: true,
      email: '',
    });
  },
};

// The conversation's title in each of the other locales: its own text, never the key.
const conversationIn = (locale: string): Story => ({
  args: { subject: 'conversation' },
  globals: { locale },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: /Sanne/ });
    await expect(dialog).not.toHaveAccessibleName(/report\.title/);
    await expect(within(dialog).queryByText('Report your conversation with Sanne')).toBeNull();
  },
});
export const ConversationDanish = conversationIn('da');
export const ConversationGerman = conversationIn('de');
export const ConversationSpanish = conversationIn('es');
export const ConversationFinnish = conversationIn('fi');
export const ConversationFrench = conversationIn('fr');
export const ConversationItalian = conversationIn('it');
export const ConversationNorwegian = conversationIn('nb');
export const ConversationDutch = conversationIn('nl');
export const ConversationPolish = conversationIn('pl');
export const ConversationSwedish = conversationIn('sv');

/** A visitor reports a profile: an e-mail address for the answer, no block option. */
export const Visitor: Story = {
  args: { visitor: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Report Sanne' });
    await expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Looks under 18' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(within(dialog).getByText('Fill in your e-mail address.')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Your e-mail address/ }),
      'me@example.org',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: 'under_18',
      note: '',
      block: false,
      email: 'me@example.org',
    });
  },
};

export const Sending: Story = { args: { status: 'sending' } };

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Report Sanne' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Your report could not be sent.');
  },
};

/** The server refused the report: the reporter sent many reports in a short time. */
export const RateLimited: Story = {
  args: { status: 'rate_limited' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Report Sanne' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You have sent many reports in a short time. Please try again later.',
    );
  },
};

/** Sent, and the member blocked: what happens next. */
export const Done: Story = {
  args: { status: 'done', blocked: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Thank you for your report' });
    await expect(dialog).toHaveTextContent('Sanne is blocked');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};
