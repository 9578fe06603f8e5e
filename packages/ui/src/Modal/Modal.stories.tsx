import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Modal, modalSizes } from './Modal';
import { ModalDemo } from './Modal.demo';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: {
    title: 'Like Anna?',
    description: 'She will see your like and can start a chat with you.',
    children: 'A like costs no credits.',
    closeLabel: 'Close',
    onOpenChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Like Anna?' });
    await expect(dialog).toHaveAccessibleDescription('She will see your like and can start a chat with you.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus is inside and Tab stays inside.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const Playground: Story = { args: { size: 'small', locked: false } };
