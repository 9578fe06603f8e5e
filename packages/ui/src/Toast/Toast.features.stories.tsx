import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toastMaxWidth } from '@amori/tokens';
import { rtlDecorator } from '../docs/rtl';
import { installStoryClock, type StoryClock } from '../internal/storyClock';
import { Toast } from './Toast';
import { ToastDemo } from './Toast.demo';

const meta = {
  title: 'Overlays/Toast/Features',
  component: Toast,
  render: (args) => <ToastDemo {...args} />,
  args: { title: 'Message sent', tone: 'success', closeLabel: 'Dismiss' },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const region = () => body().getByRole('region', { name: 'Notifications (F8)' });
const show = async (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));

let clock: StoryClock;

/** Closes itself after its duration (2 s here), not before (on a clock the play moves). */
export const AutoDismiss: Story = {
  args: { duration: 2000 },
  beforeEach: () => {
    clock = installStoryClock({ timeouts: [2000] });
    return () => clock.uninstall();
  },
  play: async ({ canvasElement }) => {
    await show(canvasElement);
    const toast = await within(region()).findByRole('listitem');
    // The toast arms its 2 s in an effect after it shows.
    await waitFor(() => expect(clock.delays()).toContain(2000));
    clock.tick(1_999);
    await expect(toast).toHaveAttribute('data-state', 'open');
    clock.tick(1);
    // Closing (its fade-out runs on the page's own clock) or gone.
    await waitFor(() => expect(toast.isConnected && toast.dataset.state === 'open').toBe(false));
  },
};

/** Errors interrupt: the live region is assertive. */
export const Danger: Story = {
  args: { tone: 'danger', title: 'Message not sent', description: 'Not enough credits.' },
  play: async ({ canvasElement }) => {
    await show(canvasElement);
    const toast = await within(region()).findByRole('listitem');
    await expect(toast).toHaveAttribute('data-tone', 'danger');
    await expect(await body().findByRole('status')).toHaveAttribute('aria-live', 'assertive');
  },
};

/** Several toasts stack in one list, never wider than the 350 px token. */
export const Stacked: Story = {
  args: { title: 'A new like', description: 'Someone liked your profile photo.', tone: 'info' },
  play: async ({ canvasElement }) => {
    for (let i = 0; i < 3; i += 1) await show(canvasElement);
    await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(3));
    const list = within(region()).getByRole('list');
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(Number.parseInt(toastMaxWidth, 10));
    const [a, b] = within(region())
      .getAllByRole('listitem')
      .map((t) => t.getBoundingClientRect());
    await expect(b!.top).toBeGreaterThanOrEqual(a!.bottom);
  },
};

/** An action button (e.g. Undo) calls back and closes the toast. */
export const WithAction: Story = {
  args: {
    title: 'Chat deleted',
    tone: 'info',
    action: { label: 'Undo', altText: 'Undo deleting the chat from your chat list', onAction: fn() },
  },
  play: async ({ args, canvasElement }) => {
    await show(canvasElement);
    const toast = await within(region()).findByRole('listitem');
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await expect(args.action!.onAction).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(region()).queryByRole('listitem')).toBeNull());
  },
};

export const LongText: Story = {
  args: {
    title: 'Your payment is being processed by the payment provider',
    description:
      'This can take a few minutes. We will add the credits to your account as soon as it is confirmed. '.repeat(
        2,
      ),
    tone: 'warning',
  },
  play: async ({ canvasElement }) => {
    await show(canvasElement);
    const toast = await within(region()).findByRole('listitem');
    await expect(toast.getBoundingClientRect().width).toBeLessThanOrEqual(Number.parseInt(toastMaxWidth, 10));
  },
};

export const RightToLeft: Story = {
  args: { title: 'تم إرسال الرسالة', closeLabel: 'إغلاق', duration: 60000 },
  decorators: [rtlDecorator],
  play: async ({ canvasElement }) => {
    await show(canvasElement);
    await within(region()).findByRole('listitem');
  },
};
