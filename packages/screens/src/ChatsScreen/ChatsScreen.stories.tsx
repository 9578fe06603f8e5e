import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatsScreen } from './ChatsScreen';
import { chat, chatsFixture } from './ChatsScreen.fixtures';

const meta = {
  title: 'Screens/Chats',
  component: ChatsScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...chatsFixture, onDelete: fn(), onRetry: fn(), onDismissAlert: fn() },
} satisfies Meta<typeof ChatsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each conversation: photo, name, last message, unread count and cost; each opens /chats/{id}. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('See you on Saturday then!')).toBeVisible();
    await expect(canvas.getByText('You: Gift: A red rose')).toBeVisible();
    await expect(canvas.getByText('Unread messages: 2')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Anna/ })).toHaveAttribute('href', '/chats/1');
    // What each conversation cost: named in full, nothing where nothing was spent.
    await expect(canvas.getByRole('link', { name: /Sophie.*Credits spent: 5/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Anna/ })).not.toHaveAccessibleName(/Credits spent/);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the chat with Sophie' }));
    await expect(args.onDelete).toHaveBeenCalledWith(2);
  },
};
export const Empty: Story = {
  args: { chats: [], totalUnread: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No chats yet' })).toBeVisible();
  },
};
export const ManyConversations: Story = {
  args: { chats: Array.from({ length: 24 }, (_, i) => chat(i, i % 3)), totalUnread: 24 },
};
export const Loading: Story = { args: { status: 'loading', chats: [] } };
export const Error: Story = { args: { status: 'error', chats: [] } };
/** A delete the server refused: the alert says so (the route reloads the chats). */
export const DeleteFailed: Story = {
  args: { alert: { kind: 'delete_failed' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Chat not deleted' })).toBeInTheDocument();
  },
};
