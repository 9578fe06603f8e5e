import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChatIcon, HeartIcon, StarIcon } from '../Icon/icons';
import { StatCard } from './StatCard';

const meta = {
  title: 'Navigation/StatCard',
  component: StatCard,
  args: { value: 3, label: 'unread messages', icon: <ChatIcon />, href: '/chats', highlight: true },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card is one link, named by its figure and what it counts; reached with Tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '3 unread messages' });
    await expect(link).toHaveAttribute('href', '/chats');
    await expect(link).toHaveAttribute('data-highlight', 'true');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Nothing new: the same card, not standing out. */
export const Quiet: Story = {
  args: { value: 0, highlight: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '0 unread messages' });
    await expect(link).not.toHaveAttribute('data-highlight');
  },
};

/** Without an address: a plain figure, no link. */
export const Static: Story = {
  args: { href: undefined, value: '1,250', label: 'members online', icon: undefined, highlight: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(within(canvasElement).getByText('1,250')).toBeVisible();
  },
};

/** A row of them, as a dashboard shows what is new; a long label wraps, never overflows. */
export const Row: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
      <StatCard value={3} label="unread messages" icon={<ChatIcon />} href="/chats" highlight />
      <StatCard value="99+" label="new likes" icon={<HeartIcon />} href="/likes" highlight />
      <StatCard value={0} label="Uusia yhteensopivuuksia" icon={<StarIcon />} href="/likes/matches" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    for (const link of canvas.getAllByRole('link'))
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
  },
};
