import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rtlDecorator } from '../docs/rtl';
import { CountBadge } from './CountBadge';

const meta = {
  title: 'Badges/CountBadge/Features',
  component: CountBadge,
  args: { count: 1, label: '1 unread message' },
} satisfies Meta<typeof CountBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each count with the text a sighted user sees and what a screen reader hears. */
const shows =
  (visible: string, label: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByText(visible, { selector: '[aria-hidden]' });
    await expect(number).toBeVisible();
    await expect(number.parentElement).toHaveTextContent(`${visible}${label}`);
    await expect(canvas.getByText(label)).toBeInTheDocument();
  };

export const Zero: Story = {
  args: { count: 0, label: 'No unread messages' },
  play: async ({ canvasElement }) => {
    // Hidden at 0: nothing is rendered, not even the label.
    await expect(canvasElement.querySelector('[data-count]')).toBeNull();
    await expect(within(canvasElement).queryByText('No unread messages')).toBeNull();
  },
};
export const One: Story = {
  args: { count: 1, label: '1 unread message' },
  play: shows('1', '1 unread message'),
};
export const NinetyNine: Story = {
  args: { count: 99, label: '99 unread messages' },
  play: shows('99', '99 unread messages'),
};
export const Hundred: Story = {
  args: { count: 100, label: '100 unread messages' },
  play: async (ctx) => {
    await shows('99+', '100 unread messages')(ctx);
    await expect(within(ctx.canvasElement).queryByText('100', { selector: '[aria-hidden]' })).toBeNull();
  },
};

export const RightToLeft: Story = {
  args: { count: 7, label: '7 رسائل غير مقروءة' },
  decorators: [rtlDecorator],
};
