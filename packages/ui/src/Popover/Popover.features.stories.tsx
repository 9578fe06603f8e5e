import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rtlDecorator } from '../docs/rtl';
import { InfoIcon } from '../Icon/icons';
import { Popover } from './Popover';

const meta = {
  title: 'Overlays/Popover/Features',
  component: Popover,
  args: {
    trigger: 'What are credits?',
    title: 'Credits',
    children: 'You spend credits on messages, photos and gifts.',
    closeLabel: 'Close',
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Its close button and a click outside both close it. */
export const CloseButtonAndOutside: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'What are credits?' });
    await userEvent.click(trigger);
    let panel = await body().findByRole('dialog', { name: 'Credits' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger);
    panel = await body().findByRole('dialog', { name: 'Credits' });
    await userEvent.click(canvasElement.ownerDocument.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const IconTrigger: Story = {
  args: { trigger: <InfoIcon />, triggerLabel: 'About credits', triggerVariant: 'ghost' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'About credits' })).toBeVisible();
  },
};

export const Open: Story = { args: { open: true } };

export const LongText: Story = {
  args: {
    open: true,
    title: 'How credits work and what each feature costs on this website',
    children: 'A message costs credits, a photo costs credits and a gift costs credits. '.repeat(5),
  },
};

export const RightToLeft: Story = {
  args: {
    open: true,
    trigger: 'ما هي الأرصدة؟',
    title: 'الأرصدة',
    children: 'تنفق الأرصدة على الرسائل.',
    closeLabel: 'إغلاق',
  },
  decorators: [rtlDecorator],
};
