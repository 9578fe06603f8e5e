import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { installStoryClock, type StoryClock } from '../internal/storyClock';
import { Countdown, countdownSizes } from './Countdown';

const meta = {
  title: 'Money/Countdown',
  component: Countdown,
  args: {
    seconds: 3 * 3600 + 59 * 60 + 7,
    label: 'Bonus ends in',
    announce: ({ hours, minutes }) => `${hours} hours and ${minutes} minutes left`,
    onDone: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: countdownSizes } },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

let clock: StoryClock;

/**
 * Zero-padded and ticking (on a clock the play moves); the clock is hidden from screen readers,
 * the minute is announced.
 */
export const Default: Story = {
  beforeEach: () => {
    clock = installStoryClock({ intervals: true });
    return () => clock.uninstall();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('03:59:07')).toHaveAttribute('aria-hidden', 'true');
    clock.tick(1_000);
    await expect(await canvas.findByText('03:59:06')).toBeInTheDocument();
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await expect(live).toHaveTextContent('Bonus ends in 3 hours and 59 minutes left');
  },
};

export const Playground: Story = { args: { seconds: 90, size: 'large', label: undefined } };
