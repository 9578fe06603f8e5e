import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MessageBubble, messageKinds, messageStatuses } from './MessageBubble';

const meta = {
  title: 'Chat/MessageBubble',
  component: MessageBubble,
  args: {
    text: 'Hi Anna! How was your weekend?',
    time: '14:05',
    dateTime: '2026-06-01T14:05:00',
    statusLabels: { sending: 'Sending…', sent: 'Sent', read: 'Read', failed: 'Not sent' },
    retryLabel: 'Try again',
    onRetry: fn(),
  },
  argTypes: {
    kind: { control: 'inline-radio', options: messageKinds },
    status: { control: 'inline-radio', options: messageStatuses },
  },
} satisfies Meta<typeof MessageBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hi Anna! How was your weekend?')).toBeVisible();
    await expect(canvas.getByText('14:05')).toHaveAttribute('datetime', '2026-06-01T14:05:00');
  },
};

export const Playground: Story = { args: { own: true, status: 'sent' } };
