import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PROGRESS_BAR_THROTTLE_MS } from '@amori/core';
import { ProgressBar } from './ProgressBar';
import { ProgressBarDemo } from './ProgressBar.demo';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { active: false, label: 'Loading page', inline: true },
  render: (args) => <ProgressBarDemo {...args} />,
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not shown before 200 ms of loading; shown after; gone once loading ends. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start loading' }));
    const started = Number(
      canvasElement.querySelector('[data-loading-since]')?.getAttribute('data-loading-since'),
    );
    await expect(started).toBeGreaterThan(0);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await new Promise((r) => setTimeout(r, PROGRESS_BAR_THROTTLE_MS / 2));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    const bar = await canvas.findByRole('progressbar', { name: 'Loading page' });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(PROGRESS_BAR_THROTTLE_MS);
    await expect(bar).toHaveAttribute('data-phase', 'running');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(bar).toHaveAttribute('data-phase', 'finishing');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};

export const Playground: Story = { args: { active: true }, render: (args) => <ProgressBar {...args} /> };
