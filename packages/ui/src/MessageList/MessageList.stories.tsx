import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MessageListItem } from './MessageList';
import { MessageList } from './MessageList';

const days: Record<string, string> = { '2026-05-31': 'Yesterday', '2026-06-01': 'Today' };
const conversation: MessageListItem[] = [
  { id: '1', day: '2026-05-31', text: 'Hi! I liked your photos from Lisbon.', time: '20:14' },
  {
    id: '2',
    day: '2026-05-31',
    own: true,
    status: 'sent',
    text: 'Thank you! Have you been there?',
    time: '20:16',
  },
  { id: '3', day: '2026-05-31', text: 'Twice, I love the food.', time: '20:20' },
  { id: '4', day: '2026-06-01', kind: 'gift', giftName: 'A red rose', time: '09:02' },
  { id: '5', day: '2026-06-01', own: true, status: 'sent', text: 'Oh, a rose! ❤', time: '09:10' },
];

const meta = {
  title: 'Chat/MessageList',
  component: MessageList,
  args: {
    messages: conversation,
    label: 'Conversation with Anna',
    formatDay: (day) => days[day] ?? day,
    hasOlder: true,
    loadOlderLabel: 'Load older messages',
    onLoadOlder: fn(),
  },
  decorators: [
    (Story) => <div style={{ height: 420, maxWidth: 480, border: '1px solid #d9d6d0' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof MessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped by day under headings; "load older" calls back. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'Conversation with Anna' });
    const headings = within(log).getAllByRole('heading');
    await expect(headings.map((h) => h.textContent)).toEqual(['Yesterday', 'Today']);
    await expect(within(log).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Load older messages' }));
    await expect(args.onLoadOlder).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { hasOlder: false } };
