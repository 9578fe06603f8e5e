import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { portrait } from '../internal/portraits';
import { ConversationListItem } from './ConversationListItem';

const meta = {
  title: 'Chat/ConversationListItem/Features',
  component: ConversationListItem,
  args: {
    id: 'c-2',
    name: 'Sofie',
    photoUrl: portrait(1, { width: 96, height: 96 }),
    lastMessage: 'Sent you a gift',
    time: 'Mon',
    href: '/chats/c-2',
  },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof ConversationListItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Read: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).not.toHaveAttribute('data-unread');
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 250, unreadLabel: '250 unread messages' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};

export const Active: Story = {
  args: { active: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('aria-current', 'page');
  },
};

/** Without an address the row is a button that emits the conversation id. */
export const AsButton: Story = {
  args: { href: undefined, onOpen: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Sofie/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('c-2');
  },
};

/** What the conversation has cost the member: the number beside the credit icon, named in full. */
export const WithCost: Story = {
  args: { credits: 25, creditsLabel: 'Credits spent: 25', unreadCount: 2, unreadLabel: '2 unread messages' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: /Sofie.*Credits spent: 25.*2 unread messages/,
    });
    await expect(within(link).getByText('25')).toBeVisible();
  },
};

/** Nothing spent here (only received messages): no cost is shown. */
export const NothingSpent: Story = {
  args: { credits: 0, creditsLabel: 'Credits spent: 0' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).not.toHaveAccessibleName(/Credits spent/);
  },
};

export const NoPhoto: Story = { args: { photoUrl: undefined } };

export const LongText: Story = {
  args: {
    name: 'Maximiliane-Theresa von Hohenzollern-Sigmaringen',
    lastMessage:
      'Ich wollte dir nur noch schnell sagen, dass ich das Restaurant am Marktplatz wirklich empfehlen kann',
    unreadCount: 12,
    unreadLabel: '12 ungelesene Nachrichten',
    credits: 1250,
    creditsLabel: 'Verbrauchte Credits: 1250',
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <ConversationListItem
        {...args}
        name="ليلى"
        lastMessage="أراك يوم السبت!"
        unreadCount={2}
        unreadLabel="رسالتان غير مقروءتين"
      />
    </div>
  ),
};
