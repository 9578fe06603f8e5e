import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignupModal } from './SignupModal';

const meta = {
  title: 'Screens/SignupModal',
  component: SignupModal,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    reason: 'memberOnly',
    locked: false,
    signupHref: '/signup?redirect=%2Fmembers',
    loginHref: '/login?redirect=%2Fmembers',
    onClose: fn(),
  },
} satisfies Meta<typeof SignupModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The invitation: sign up or log in, each link carrying the return path; Escape closes it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Join for free' });
    await expect(dialog).toHaveTextContent('Create a free account or log in to continue.');
    await expect(within(dialog).getByRole('link', { name: 'Sign up for free' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fmembers',
    );
    await expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fmembers',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** From the like popup: the text says what signing up shows. The close button closes. */
export const FromLikePopup: Story = {
  args: { reason: 'like' },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Join for free' });
    await expect(dialog).toHaveTextContent('Create a free account or log in to see who likes you.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Signup in progress: Escape and the backdrop do nothing, and there is no close button. */
export const Locked: Story = {
  args: { locked: true, children: <p>Signup step 2 of 5</p> },
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Join for free' });
    // Fully shown first (its opening fade), so "still visible" below means it stayed open.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAttribute('data-locked', 'true');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    const backdrop = canvasElement.ownerDocument.querySelector('[data-part="backdrop"]');
    if (backdrop) await userEvent.click(backdrop, { pointerEventsCheck: 0 });
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveTextContent('Signup step 2 of 5');
  },
};

/** Closed: nothing shows. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
