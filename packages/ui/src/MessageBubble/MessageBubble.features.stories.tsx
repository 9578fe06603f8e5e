import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { scenery } from '../internal/portraits';
import { MessageBubble } from './MessageBubble';

const meta = {
  title: 'Chat/MessageBubble/Features',
  component: MessageBubble,
  args: {
    own: true,
    text: 'See you on Saturday then!',
    time: '14:07',
    statusLabels: { sending: 'Sending…', sent: 'Sent', read: 'Read', failed: 'Not sent' },
    retryLabel: 'Try again',
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof MessageBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Theirs: Story = { args: { own: false } };

export const Sending: Story = {
  args: { status: 'sending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sending…')).toBeVisible();
  },
};

export const Sent: Story = { args: { status: 'sent' } };
export const Read: Story = { args: { status: 'read' } };

/** A failed message says so and offers a retry (mouse and keyboard). */
export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not sent')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const Gift: Story = {
  args: { kind: 'gift', text: undefined, giftName: 'A red rose', own: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A red rose')).toBeVisible();
  },
};

export const Photo: Story = {
  args: {
    kind: 'photo',
    text: 'From my walk today',
    photoUrl: scenery(2),
    photoAlt: 'Hills at sunset',
    status: 'sent',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Hills at sunset' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    own: false,
    text: 'Ich wollte dir nur noch schnell sagen, dass ich das Restaurant am Marktplatz wirklich empfehlen kann – Donaudampfschifffahrtsgesellschaftskapitän inklusive.\n\nBis Samstag!',
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl" style={{ display: 'grid', gap: 8 }}>
      <MessageBubble {...args} own={false} text="مرحبا! كيف حالك؟" />
      <MessageBubble {...args} text="بخير، شكرا!" status="sent" />
    </div>
  ),
};
