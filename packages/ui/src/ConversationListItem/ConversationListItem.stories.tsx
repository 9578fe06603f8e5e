import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { portrait } from '../internal/portraits';
import { ConversationListItem } from './ConversationListItem';

const meta = {
  title: 'Chat/ConversationListItem',
  component: ConversationListItem,
  args: {
    id: 'c-1',
    name: 'Anna',
    photoUrl: portrait(0, { width: 96, height: 96 }),
    lastMessage: 'See you on Saturday then!',
    time: '14:07',
    unreadCount: 3,
    unreadLabel: '3 unread messages',
    href: '/chats/c-1',
  },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof ConversationListItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: /Anna.*See you on Saturday.*3 unread messages/,
    });
    await expect(link).toHaveAttribute('href', '/chats/c-1');
    await expect(link).toHaveAttribute('data-unread', 'true');
  },
};

export const Playground: Story = { args: { unreadCount: 120, unreadLabel: '120 unread messages' } };
