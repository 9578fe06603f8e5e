import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rtlDecorator } from '../docs/rtl';
import { Sheet } from './Sheet';
import { SheetDemo } from './Sheet.demo';

const meta = {
  title: 'Overlays/Sheet/Features',
  component: Sheet,
  render: (args) => <SheetDemo {...args} />,
  args: {
    title: 'Menu',
    children: 'Members, likes, chat.',
    closeLabel: 'Close menu',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Escape and the backdrop both close it. */
export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    await body().findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(opener);
    await body().findByRole('dialog', { name: 'Menu' });
    await userEvent.click(document.querySelector<HTMLElement>('[data-part="backdrop"]')!);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // The backdrop fades out after the dialog has gone: the story ends once it has.
    await waitFor(() => expect(document.querySelector('[data-part="backdrop"]')).toBeNull());
  },
};

/** Start side: at the left edge in LTR. */
export const StartSide: Story = {
  args: { side: 'start', defaultOpen: true },
  play: async () => {
    const sheet = await body().findByRole('dialog');
    await waitFor(() => expect(sheet.getBoundingClientRect().left).toBe(0));
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'A very long sheet title that wraps onto a second line without hiding the close button',
    children: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(60),
  },
};

/** In RTL the end side is the left edge. */
export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    title: 'القائمة',
    children: 'الأعضاء، الإعجابات، الدردشة.',
    closeLabel: 'إغلاق القائمة',
  },
  decorators: [rtlDecorator],
  play: async () => {
    const sheet = await body().findByRole('dialog');
    await waitFor(() => expect(sheet.getBoundingClientRect().left).toBe(0));
  },
};
