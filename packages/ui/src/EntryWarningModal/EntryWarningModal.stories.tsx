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

/** Escape and a click outside do nothing; choosing to enter (focused first) closes it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body().findByRole('dialog', { name: 'This website is for adults only' });
    await expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    const enter = within(dialog).getByRole('button', { name: 'I am 18 or older, enter' });
    await waitFor(() => expect(enter).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.querySelector<HTMLElement>('[data-part="backdrop"]')!);
    await new Promise((r) => setTimeout(r, 300));
    await expect(body().getByRole('dialog')).toBeVisible();
    await expect(args.onEnter).not.toHaveBeenCalled();
    await userEvent.click(enter);
    await expect(args.onEnter).toHaveBeenCalledOnce();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByText('Visitor entered.')).toBeVisible();
  },
};

export const Playground: Story = { args: { enterLabel: 'Enter', leaveLabel: 'Leave the site' } };
