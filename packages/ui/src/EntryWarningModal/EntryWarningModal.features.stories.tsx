import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rtlDecorator } from '../docs/rtl';
import { EntryWarningModal } from './EntryWarningModal';
import { EntryWarningDemo } from './EntryWarningModal.demo';

const meta = {
  title: 'Overlays/EntryWarningModal/Features',
  component: EntryWarningModal,
  render: (args) => <EntryWarningDemo {...args} />,
  args: {
    open: true,
    title: 'This website is for adults only',
    children: 'Enter only if you are at least 18 years old.',
    enterLabel: 'Enter',
    leaveLabel: 'Leave',
    onEnter: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof EntryWarningModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The backdrop fades out after the dialog has closed: a closing story ends once it has gone. */
const backdropGone = () => waitFor(() => expect(document.querySelector('[data-part="backdrop"]')).toBeNull());

/** Leave has focus first; Enter chooses it. */
export const Leave: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Leave' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await expect(args.onEnter).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByText('Visitor left.')).toBeVisible();
    await backdropGone();
  },
};

/** A click on the backdrop does not dismiss it; a click on a choice does. */
export const IgnoresBackdrop: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    // Opened (its fade-in done) before the click.
    await waitFor(() => expect(dialog).toBeVisible());
    // Only a choice closes it, and a choice is made while the click is handled: once the click
    // is handled, neither choice made proves it did nothing.
    await userEvent.click(document.querySelector<HTMLElement>('[data-part="backdrop"]')!);
    await expect(args.onEnter).not.toHaveBeenCalled();
    await expect(args.onLeave).not.toHaveBeenCalled();
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enter' }));
    await expect(args.onEnter).toHaveBeenCalledOnce();
    await backdropGone();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title: 'Dieses Angebot richtet sich ausschließlich an volljährige Personen',
    children:
      'Diese Website enthält Inhalte, die für Minderjährige nicht geeignet sind. Mit dem Betreten bestätigen Sie, dass Sie mindestens 18 Jahre alt sind und dass der Besuch an Ihrem Aufenthaltsort erlaubt ist. '.repeat(
        3,
      ),
    enterLabel: 'Ich bin mindestens 18 Jahre alt und möchte eintreten',
    leaveLabel: 'Verlassen',
  },
};

export const RightToLeft: Story = {
  args: {
    title: 'هذا الموقع للبالغين فقط',
    children: 'ادخل فقط إذا كان عمرك 18 عامًا على الأقل.',
    enterLabel: 'دخول',
    leaveLabel: 'مغادرة',
  },
  decorators: [rtlDecorator],
};
