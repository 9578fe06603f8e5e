import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Toast, toastTones } from './Toast';
import { ToastDemo } from './Toast.demo';

const meta = {
  title: 'Overlays/Toast',
  component: Toast,
  render: (args) => <ToastDemo {...args} />,
  args: {
    title: 'Message sent',
    description: 'Anna will see it the next time she is online.',
    tone: 'success',
    closeLabel: 'Dismiss',
  },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Shown, announced politely, dismissed with its close button from the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const region = body().getByRole('region', { name: 'Notifications (F8)' });
    const toast = await within(region).findByRole('listitem');
    await expect(toast).toHaveTextContent('Message sent');
    // The live region that announces it: polite for a success toast.
    const status = await body().findByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(status).toHaveTextContent('Notification Message sent'));
    within(toast).getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(region).queryByRole('listitem')).toBeNull());
  },
};

export const Playground: Story = { args: { tone: 'info', duration: 10000 } };
