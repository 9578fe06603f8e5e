import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EntryWarning } from './EntryWarning';
import { SiteEntryModal } from './SiteEntryModal';

const meta = {
  title: 'Screens/SiteEntryModal',
  component: SiteEntryModal,
  parameters: { layout: 'fullscreen' },
  args: { onAccept: fn(), onLeave: fn() },
} satisfies Meta<typeof SiteEntryModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Adults only' });
    await expect(within(dialog).getByRole('button', { name: 'I am 18 or older, enter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

export const EntryWarningLine: Story = {
  render: () => <EntryWarning />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/at least 18 years old/)).toBeVisible();
  },
};
