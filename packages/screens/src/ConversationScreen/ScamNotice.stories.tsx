import type { Meta, StoryObj } from '@storybook/react-vite';
import { SCAM_REASONS } from '@amori/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScamNotice } from './ScamNotice';

// The warning above a received message, in each of the 11 locales (its texts are per locale).
const meta = {
  title: 'Screens/Conversation/ScamNotice',
  component: ScamNotice,
  args: { reasons: ['money'], onReport: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ScamNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Be careful with this message')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Report' }));
    await expect(args.onReport).toHaveBeenCalledOnce();
  },
};

/** Every reason at once, each said in its own sentence. */
export const EveryReason: Story = {
  args: { reasons: SCAM_REASONS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/gift cards.*crypto.*bank or card details.*another app/s)).toBeVisible();
  },
};

/** Without a report action (nothing wired yet): the warning alone, no button. */
export const WithoutReport: Story = {
  args: { onReport: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

const everyReason: Story = {
  args: { reasons: SCAM_REASONS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Be careful with this message')).toBeNull());
  },
};
export const Danish: Story = { ...everyReason, globals: { locale: 'da' } };
export const German: Story = { ...everyReason, globals: { locale: 'de' } };
export const Spanish: Story = { ...everyReason, globals: { locale: 'es' } };
export const Finnish: Story = { ...everyReason, globals: { locale: 'fi' } };
export const French: Story = { ...everyReason, globals: { locale: 'fr' } };
export const Italian: Story = { ...everyReason, globals: { locale: 'it' } };
export const Norwegian: Story = { ...everyReason, globals: { locale: 'nb' } };
export const Dutch: Story = { ...everyReason, globals: { locale: 'nl' } };
export const Polish: Story = { ...everyReason, globals: { locale: 'pl' } };
export const Swedish: Story = { ...everyReason, globals: { locale: 'sv' } };
