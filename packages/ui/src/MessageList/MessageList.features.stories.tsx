import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { MessageList, type MessageListItem, type MessageListProps } from './MessageList';

const many: MessageListItem[] = Array.from({ length: 30 }, (_, i) => ({
  id: `m${i}`,
  day: i < 15 ? '2026-05-31' : '2026-06-01',
  own: i % 3 === 0,
  status: 'sent',
  text: `Message number ${i + 1}`,
  time: `1${i % 10}:0${i % 6}`,
}));

const meta = {
  title: 'Chat/MessageList/Features',
  component: MessageList,
  args: {
    messages: many,
    label: 'Conversation with Sofie',
    formatDay: (day) => (day === '2026-06-01' ? 'Today' : 'Yesterday'),
    loadOlderLabel: 'Load older messages',
    onLoadOlder: fn(),
    emptyText: 'Say hello to Sofie!',
  },
  decorators: [
    (Story) => <div style={{ height: 360, maxWidth: 480, border: '1px solid #d9d6d0' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof MessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

function Live(props: MessageListProps) {
  const [messages, setMessages] = useState(props.messages);
  const add = () =>
    setMessages((list) => [
      ...list,
      { id: `new${list.length}`, day: '2026-06-01', text: `New message ${list.length + 1}`, time: '21:00' },
    ]);
  return (
    <div style={{ display: 'grid', gridTemplateRows: 'auto 1fr', height: '100%' }}>
      <Button size="small" onPress={add}>
        Receive a message
      </Button>
      <MessageList {...props} messages={messages} />
    </div>
  );
}

const atBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight < 2;

/** Starts at the bottom and stays there when a message arrives; not when the member scrolled up. */
export const KeepsScrollAtBottom: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log');
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await expect(atBottom(log)).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Receive a message' }));
    await expect(await within(log).findByText('New message 31')).toBeInTheDocument();
    await expect(atBottom(log)).toBe(true);
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(log.scrollTop).toBe(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Receive a message' }));
    await expect(await within(log).findByText('New message 32')).toBeInTheDocument();
    await expect(log.scrollTop).toBe(0);
  },
};

export const LoadingOlder: Story = {
  args: { hasOlder: true, loadingOlder: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Load older messages' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Say hello to Sofie!')).toBeVisible();
  },
};

export const WithFailedMessage: Story = {
  args: {
    messages: [
      ...many.slice(25),
      {
        id: 'f',
        day: '2026-06-01',
        own: true,
        status: 'failed',
        text: 'Are you free on Saturday?',
        time: '21:30',
        statusLabels: { failed: 'Not sent' },
        retryLabel: 'Try again',
        onRetry: fn(),
      },
    ],
  },
};

/** Something shown above a message (the chat's scam warning), inside the same list item. */
export const WithSomethingBefore: Story = {
  args: {
    messages: [
      ...many.slice(27),
      {
        id: 'w',
        day: '2026-06-01',
        text: 'Can you send me some money for the ticket?',
        time: '21:31',
        before: <p style={{ margin: 0 }}>Be careful with this message</p>,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const item = canvasElement.querySelector('[data-message-id="w"]')!;
    await expect(within(item as HTMLElement).getByText('Be careful with this message')).toBeVisible();
    await expect(within(item as HTMLElement).getByText(/send me some money/)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl" style={{ height: '100%' }}>
      <MessageList
        {...args}
        messages={many.slice(0, 6).map((m) => ({ ...m, text: 'مرحبا! كيف حالك؟' }))}
        formatDay={() => 'اليوم'}
      />
    </div>
  ),
};
