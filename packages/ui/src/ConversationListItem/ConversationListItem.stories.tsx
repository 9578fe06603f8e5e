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

/** What the conversation has cost: the credit icon and the figure on one line, with a label for screen readers. */
export const WithCost: Story = {
  args: { credits: 125, creditsLabel: 'Credits spent: 125' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Credits spent: 125')).toBeInTheDocument();
    const cost = canvasElement.querySelector('[data-credits="125"] [aria-hidden="true"]')!;
    const icon = cost.querySelector('svg')!.getBoundingClientRect();
    const box = cost.getBoundingClientRect();
    // One line: the icon's row is the figure's row, not above it.
    await expect(box.height).toBeLessThan(icon.height * 2);
    await expect(box.width).toBeGreaterThan(icon.width * 1.5);
  },
};
