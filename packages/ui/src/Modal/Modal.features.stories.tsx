import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { rtlDecorator } from '../docs/rtl';
import { Modal } from './Modal';
import { ModalDemo } from './Modal.demo';

const meta = {
  title: 'Overlays/Modal/Features',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: {
    title: 'Like Anna?',
    description: 'She will see your like and can start a chat with you.',
    children: 'A like costs no credits.',
    closeLabel: 'Close',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The dimmed backdrop around the dialog (what a pointer user clicks to dismiss). */
const backdrop = () => document.querySelector<HTMLElement>('[data-part="backdrop"]');

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
  return body().findByRole('dialog');
}

/** Unlocked: the backdrop, Escape and the close button all close it. */
export const Unlocked: Story = {
  play: async ({ canvasElement, args }) => {
    let dialog = await open(canvasElement);
    await expect(dialog).not.toHaveAttribute('data-locked');
    const overlay = backdrop();
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay!);
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Locked (signup in progress): neither Escape nor the backdrop closes it; no close button. */
export const Locked: Story = {
  args: {
    locked: true,
    title: 'Create your free account',
    description: 'Your account is being created.',
    children: 'This takes a few seconds.',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAttribute('data-locked');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    // A dismissal asks onOpenChange(false) while the key or the click is handled (as Unlocked
    // shows), so once they are handled, that it was not asked proves it will not close.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    const overlay = backdrop();
    await userEvent.click(overlay!);
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await expect(dialog).toHaveAttribute('data-state', 'open');
    // An action still closes it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A modal that opened with the page, and the field its choice leads to (a chat's composer). */
function OpenedOnLoad(args: Parameters<typeof Modal>[0]) {
  const [open, setOpen] = useState(true);
  const field = useRef<HTMLInputElement>(null);
  return (
    <>
      <label>
        Your message <input ref={field} />
      </label>
      <Modal {...args} open={open} onOpenChange={setOpen} finalFocus={field} />
    </>
  );
}

/**
 * Opened with the page, so nothing had the focus to get it back: `finalFocus` sends it to the
 * field on close, by Escape here, where it would fall to the document.
 */
export const FinalFocus: Story = {
  render: (args) => <OpenedOnLoad {...args} />,
  args: { title: 'Say hello to Anna', description: undefined, children: 'Or write your own line.' },
  play: async ({ canvasElement }) => {
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByLabelText('Your message')).toHaveFocus());
  },
};

export const Small: Story = { args: { size: 'small', defaultOpen: true } };
export const Large: Story = { args: { size: 'large', defaultOpen: true } };

export const WithoutDescription: Story = {
  args: { description: undefined, defaultOpen: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Like Anna?' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'A very long title that needs to wrap over several lines without pushing the close button away',
    children: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(30),
  },
};

export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    title: 'هل تعجبك آنا؟',
    description: 'سترى إعجابك ويمكنها بدء محادثة معك.',
    children: 'الإعجاب مجاني.',
    closeLabel: 'إغلاق',
    actions: (
      <>
        <Button variant="outline">ليس الآن</Button>
        <Button>أرسل إعجابًا</Button>
      </>
    ),
  },
  decorators: [rtlDecorator],
};
