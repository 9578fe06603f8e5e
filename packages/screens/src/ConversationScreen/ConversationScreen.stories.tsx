import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConversationScreen } from './ConversationScreen';
import { LONG, bubble, conversationFixture, thread } from './ConversationScreen.fixtures';

const meta = {
  title: 'Screens/Conversation',
  component: ConversationScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    ...conversationFixture,
    onSend: fn(),
    onSendGift: fn(),
    onSendPhoto: fn(),
    onRetry: fn(),
    onTyping: fn(),
    onAlert: fn(),
    onDismissAlert: fn(),
    onLoadOlder: fn(),
  },
} satisfies Meta<typeof ConversationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A thread: received and own bubbles (sent, read), a gift, the cost so far and per message. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Anna, 24' })).toBeVisible();
    await expect(canvas.getByText('This chat has cost you 25 credits')).toBeVisible();
    await expect(canvas.getByText('A message costs 5 credits')).toBeVisible();
    await expect(canvas.getByText('A red rose')).toBeVisible();
    await expect(canvas.getByText('Read')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Message to Anna'), 'Coffee on Sunday?');
    await expect(canvas.getByText('17/500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('Coffee on Sunday?');
    await expect(args.onTyping).toHaveBeenCalled();
  },
};
/** A received message can be reported from under it; own messages cannot. */
export const ReportMessage: Story = {
  args: { onReportMessage: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: 'Report' });
    await expect(buttons.length).toBe(conversationFixture.bubbles.filter((b) => !b.own && b.sentAt).length);
    await userEvent.click(buttons[0]!);
    await expect(args.onReportMessage).toHaveBeenCalledWith(
      conversationFixture.bubbles.find((b) => !b.own)!.key,
    );
  },
};

/** The whole conversation can be reported from the header (the report dialog opens). */
export const ReportConversation: Story = {
  args: { onReportConversation: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Report your conversation with Anna' }));
    await expect(args.onReportConversation).toHaveBeenCalledOnce();
  },
};

/** The header's Report on a small phone: the long name gives way, the action stays whole. */
export const ReportConversationSmallPhone: Story = {
  args: {
    profile: { ...conversationFixture.profile, name: 'Alexandra-Marguerite' },
    creditsSpent: 1250,
    onReportConversation: fn(),
  },
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'fi' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Alexandra-Marguerite/ });
    await expect(button).toBeVisible();
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};

/** A small phone (360 px): a long name is cut to one line, the credits figure stays in view. */
export const SmallPhone: Story = {
  args: { profile: { ...conversationFixture.profile, name: 'Alexandra-Marguerite' }, creditsSpent: 1250 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.documentElement;
    const heading = canvas.getByRole('heading', { name: 'Alexandra-Marguerite, 24' });
    await expect(heading).toHaveAttribute('title', 'Alexandra-Marguerite, 24');
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(
      parseFloat(getComputedStyle(heading).lineHeight),
    );
    await expect(canvas.getByText('This chat has cost you 1250 credits')).toBeInTheDocument();
    await expect(canvas.getByText('1250').getBoundingClientRect().right).toBeLessThanOrEqual(
      view.clientWidth,
    );
    const hint = canvas.getByText('A message costs 5 credits').getBoundingClientRect();
    await expect(hint.bottom).toBeLessThanOrEqual(view.clientHeight);
  },
};
/** A new conversation: the icebreaker modal offers opening lines. */
export const Icebreakers: Story = {
  args: { bubbles: [], creditsSpent: 0 },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Start your chat with Anna' })).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Hi Anna! Coffee or tea?' }));
    await expect(args.onSend).toHaveBeenCalledWith('Hi Anna! Coffee or tea?');
  },
};
/**
 * With the keyboard: the dialog opened with the page, so nothing had the focus before it; "I'll
 * write my own" gives it to the composer, ready to type.
 */
export const IcebreakersWriteOwn: Story = {
  args: { bubbles: [], creditsSpent: 0 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Start your chat with Anna' });
    const own = within(dialog).getByRole('button', { name: "I'll write my own" });
    for (let i = 0; i < 6 && document.activeElement !== own; i++) await userEvent.tab();
    await expect(own).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByLabelText('Message to Anna')).toHaveFocus());
  },
};
export const LongMessages: Story = {
  args: { bubbles: [bubble({ text: LONG }), bubble({ own: true, state: 'read', text: LONG })] },
};
export const Sending: Story = {
  args: { bubbles: [...thread, bubble({ own: true, state: 'sending', text: 'On my way!', sentAt: null })] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sending…')).toBeVisible();
  },
};
/** A failed send keeps its bubble with a retry; the ones behind it wait (still sending). */
export const Failed: Story = {
  args: {
    bubbles: [
      ...thread,
      bubble({ key: 'f1', own: true, state: 'failed', text: 'Are you there?', sentAt: null }),
      bubble({ key: 'f2', own: true, state: 'sending', text: 'Hello?', sentAt: null }),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledWith('f1');
  },
};
export const Typing: Story = {
  args: { typing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Anna is typing…')).toBeVisible();
  },
};
export const PhotoMessage: Story = {
  args: {
    paidUser: true,
    bubbles: [
      ...thread,
      bubble({
        kind: 'photo',
        text: '',
        photoUrl: conversationFixture.profile.main_image?.thumb_filename ?? null,
      }),
    ],
  },
};
/**
 * A received message that asks for money and to move to WhatsApp: a calm warning above it with
 * a one-tap report (the member's own messages never carry one).
 */
export const ScamWarning: Story = {
  args: {
    onReportMessage: fn(),
    bubbles: [
      ...thread,
      bubble({
        key: 'scam-77',
        messageId: 77,
        text: 'I need money for my ticket, can you send me 200 euros? Add me on WhatsApp',
        sentAt: '2026-06-03T10:00:00Z',
        scam: ['money', 'off_platform'],
      }),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Be careful with this message')).toBeVisible();
    await expect(canvas.getByText(/It asks for money/)).toBeVisible();
    const notice = canvasElement.querySelector<HTMLElement>('[data-scam-notice]')!;
    await userEvent.click(within(notice).getByRole('button', { name: 'Report' }));
    await expect(args.onReportMessage).toHaveBeenCalledWith('scam-77');
  },
};

/** The spending-limit alert: the member's own limit refused a message; the way leads to the settings. */
export const SpendingLimitReached: Story = {
  args: { alert: { kind: 'spending_limit_reached' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Spending limit reached' })).toBeInTheDocument();
    await expect(body.getByRole('link', { name: 'Spending limits' })).toHaveAttribute(
      'href',
      '/notifications#spending-limits',
    );
  },
};

/** In a cool-off the member chose: no spending until it ends. */
export const SpendingCoolOff: Story = {
  args: { alert: { kind: 'spending_cool_off' } },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Du machst eine Pause' })).toBeInTheDocument();
  },
};

export const NotEnoughCredits: Story = {
  args: { balance: 2, alert: { kind: 'insufficient_credits', balance: 2, cost: 5 } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Not enough credits' })).toBeInTheDocument();
    await expect(body.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  },
};
/**
 * A free member's third conversation: premium only (the composer says so before writing), with
 * the way to premium as a button, not a bare browser-blue link.
 */
export const FreeLimitReached: Story = {
  args: { bubbles: [], block: 'free_limit_reached' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Free members can write in 2 conversations.')).toBeVisible();
    await expect(canvas.getByLabelText('Message to Anna')).toBeDisabled();
    const premium = canvas.getByRole('link', { name: 'Go premium to chat with everyone' });
    await expect(premium).toHaveAttribute('href', '/premium');
    await expect(getComputedStyle(premium).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(premium).textDecorationLine).toBe('none');
  },
};
export const PremiumOnlyConversation: Story = {
  args: { bubbles: [], alert: { kind: 'premium_conversations', name: 'Anna' } },
};
/** A free member's photo button raises the premium-only alert. */
export const FreeMemberPhoto: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send a photo' }));
    await expect(args.onAlert).toHaveBeenCalledWith({ kind: 'premium_photos', name: 'Anna' });
  },
};
export const PremiumMember: Story = { args: { paidUser: true, balance: 900 } };
export const UnconfirmedEmail: Story = {
  args: { block: 'recipient_unconfirmed' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Anna has to confirm their e-mail address before you can reply.'),
    ).toBeVisible();
  },
};
export const Blocked: Story = {
  args: { block: 'blocked', alert: { kind: 'blocked', name: 'Anna' } },
};
export const GiftPickerOpen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send a gift' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'A gift for Anna' });
    await userEvent.click(within(dialog).getByText('A teddy bear'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the gift' }));
    await expect(args.onSendGift).toHaveBeenCalledWith('teddy');
  },
};
export const Loading: Story = { args: { status: 'loading', profile: null } };
export const Error: Story = { args: { status: 'error', profile: null } };
