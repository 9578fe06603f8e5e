import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
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

/** Zero-padded and ticking; the clock is hidden from screen readers, the minute is announced. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clock = canvas.getByText('03:59:07');
    await expect(clock).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(canvas.getByText('03:59:06')).toBeInTheDocument(), { timeout: 2500 });
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await expect(live).toHaveTextContent('Bonus ends in 3 hours and 59 minutes left');
  },
};

export const Playground: Story = { args: { seconds: 90, size: 'large', label: undefined } };
