import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '@amori/core';
import { rtlDecorator } from '../docs/rtl';
import { installStoryClock, type StoryClock } from '../internal/storyClock';
import { ProgressBar } from './ProgressBar';
import { ProgressBarDemo } from './ProgressBar.demo';

const meta = {
  title: 'Feedback/ProgressBar/Features',
  component: ProgressBar,
  args: { active: false, label: 'Loading page', inline: true },
  render: (args) => <ProgressBarDemo {...args} />,
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

let clock: StoryClock;
/** The story's clock, for the bar's throttle (a timeout). */
const onStoryClock = () => {
  clock = installStoryClock({ timeouts: [PROGRESS_BAR_THROTTLE_MS] });
  return () => clock.uninstall();
};
const press = (canvasElement: HTMLElement, name: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));

/** A navigation that ends within 200 ms never shows the bar, not even for a frame. */
export const QuickNavigation: Story = {
  beforeEach: onStoryClock,
  play: async ({ canvasElement }) => {
    let appeared = false;
    const observer = new MutationObserver(() => {
      if (canvasElement.querySelector('[role="progressbar"]')) appeared = true;
    });
    observer.observe(canvasElement, { childList: true, subtree: true });
    await press(canvasElement, 'Start loading');
    // The throttle is armed in an effect after the press.
    await waitFor(() => expect(clock.delays()).toContain(PROGRESS_BAR_THROTTLE_MS));
    clock.tick(PROGRESS_BAR_THROTTLE_MS - 1);
    await press(canvasElement, 'Finish loading');
    await waitFor(() => expect(clock.delays()).not.toContain(PROGRESS_BAR_THROTTLE_MS));
    clock.tick(PROGRESS_BAR_THROTTLE_MS * 2);
    // A render the press started has run: the demo shows when loading ended.
    await waitFor(() => expect(canvasElement.querySelector('[data-loading-until]')).not.toBeNull());
    observer.disconnect();
    await expect(appeared).toBe(false);
  },
};

/** A navigation that lasts 200 ms shows the bar then, not before. */
export const SlowNavigation: Story = {
  beforeEach: onStoryClock,
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Start loading');
    await waitFor(() => expect(clock.delays()).toContain(PROGRESS_BAR_THROTTLE_MS));
    clock.tick(PROGRESS_BAR_THROTTLE_MS - 1);
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
    clock.tick(1);
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading page' }),
    ).toBeVisible();
  },
};

/** While loading it fills towards 90 %, over at most 5 s: never full before loading ends. */
export const Loading: Story = {
  args: { active: true },
  beforeEach: onStoryClock,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(clock.delays()).toContain(PROGRESS_BAR_THROTTLE_MS));
    clock.tick(PROGRESS_BAR_THROTTLE_MS);
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Loading page' });
    const fill = bar.firstElementChild as HTMLElement;
    // The fill is a CSS animation: set to a moment of it rather than waiting for it to get there.
    const [animation] = fill.getAnimations();
    await expect(animation).toBeDefined();
    animation!.pause();
    const widthAt = (ms: number) => {
      animation!.currentTime = ms;
      return fill.getBoundingClientRect().width / bar.getBoundingClientRect().width;
    };
    await expect(widthAt(500)).toBeGreaterThan(0);
    await expect(widthAt(500)).toBeLessThan(0.9);
    await expect(widthAt(PROGRESS_BAR_DURATION_MS)).toBeCloseTo(0.9, 2);
    await expect(widthAt(PROGRESS_BAR_DURATION_MS * 10)).toBeCloseTo(0.9, 2);
    await expect(PROGRESS_BAR_DURATION_MS).toBeLessThanOrEqual(5000);
  },
};

export const RightToLeft: Story = {
  args: { active: true, label: 'جارٍ تحميل الصفحة' },
  decorators: [rtlDecorator],
};
