import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Popover } from './Popover';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    trigger: 'What are credits?',
    title: 'Credits',
    children: 'You spend credits on messages, photos and gifts. There is no subscription.',
    closeLabel: 'Close',
    onOpenChange: fn(),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Enter opens it and moves focus in; Escape closes it and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'What are credits?' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await body().findByRole('dialog', { name: 'Credits' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toHaveTextContent('There is no subscription.');
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = { args: { side: 'top', closeLabel: undefined } };
