import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ChatIcon } from '../Icon/icons';
import { EmptyState } from './EmptyState';

const onSearch = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: <ChatIcon />,
    title: 'No conversations yet',
    text: 'Say hello to someone you like: your chats will appear here.',
    action: <Button onPress={onSearch}>Search members</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No conversations yet' })).toBeVisible();
    onSearch.mockClear();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onSearch).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { headingLevel: 3 } };
