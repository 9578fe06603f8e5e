import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EntryWarningModal } from './EntryWarningModal';
import { EntryWarningDemo } from './EntryWarningModal.demo';

const meta = {
  title: 'Overlays/EntryWarningModal',
  component: EntryWarningModal,
  render: (args) => <EntryWarningDemo {...args} />,
  args: {
    open: true,
    title: 'This website is for adults only',
    children:
      'It contains erotic content. Enter only if you are at least 18 years old and this is legal where you are.',
    enterLabel: 'I am 18 or older, enter',
    leaveLabel: 'Leave',
    onEnter: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof EntryWarningModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Escape does nothing; Tab moves from Leave to the enter choice, Enter chooses it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body().findByRole('dialog', { name: 'This website is for adults only' });
    await expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Leave' })).toHaveFocus());
    // A choice is made while the key is handled, and closes the dialog in the same render: once
    // the key is handled, neither choice made and the dialog still there proves Escape did nothing.
    await userEvent.keyboard('{Escape}');
    await expect(args.onLeave).not.toHaveBeenCalled();
    await expect(args.onEnter).not.toHaveBeenCalled();
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'I am 18 or older, enter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnter).toHaveBeenCalledOnce();
    await expect(args.onLeave).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByText('Visitor entered.')).toBeVisible();
  },
};

export const Playground: Story = { args: { enterLabel: 'Enter', leaveLabel: 'Leave the site' } };
