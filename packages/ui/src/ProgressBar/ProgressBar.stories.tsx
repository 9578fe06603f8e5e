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
    let appearedAt = 0;
    const observer = new MutationObserver(() => {
      if (!appearedAt && canvasElement.querySelector('[role="progressbar"]')) appearedAt = performance.now();
    });
    observer.observe(canvasElement, { childList: true, subtree: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Start loading' }));
    const since = Number(
      canvasElement.querySelector('[data-loading-since]')?.getAttribute('data-loading-since'),
    );
    await expect(since).toBeGreaterThan(0);
    const bar = await canvas.findByRole('progressbar', { name: 'Loading page' });
    observer.disconnect();
    // It appeared, and not before the throttle had passed since the press.
    await expect(appearedAt - since).toBeGreaterThanOrEqual(PROGRESS_BAR_THROTTLE_MS);
    await expect(bar).toHaveAttribute('data-phase', 'running');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(bar).toHaveAttribute('data-phase', 'finishing');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};

export const Playground: Story = { args: { active: true }, render: (args) => <ProgressBar {...args} /> };
