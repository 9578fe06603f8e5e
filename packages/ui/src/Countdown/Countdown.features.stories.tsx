import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { installStoryClock, type StoryClock } from '../internal/storyClock';
import { Countdown } from './Countdown';

const meta = {
  title: 'Money/Countdown/Features',
  component: Countdown,
  args: {
    seconds: 14_400,
    announce: ({ hours, minutes }) => `${hours} hours and ${minutes} minutes left`,
    onDone: fn(),
  },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Countdown {...args} size="small" label="Small" />
      <Countdown {...args} size="medium" label="Medium" />
      <Countdown {...args} size="large" label="Large" />
    </div>
  ),
};

let clock: StoryClock;

/** Reaches zero, stays at 00:00:00 and calls onDone exactly once (on a clock the play moves). */
export const RunsOut: Story = {
  args: { seconds: 2, label: 'Offer ends in' },
  beforeEach: () => {
    clock = installStoryClock({ intervals: true });
    return () => clock.uninstall();
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('00:00:02')).toBeInTheDocument();
    clock.tick(1_000);
    await expect(await canvas.findByText('00:00:01')).toBeInTheDocument();
    await expect(args.onDone).not.toHaveBeenCalled();
    clock.tick(1_000);
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(await canvas.findByText('00:00:00')).toBeInTheDocument();
    clock.tick(5_000);
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(canvas.getByText('00:00:00')).toBeInTheDocument();
  },
};

export const AlreadyOver: Story = {
  args: { seconds: 0, label: 'Offer ended' },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByText('00:00:00')).toBeInTheDocument();
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

export const LongLabel: Story = {
  args: { label: 'Dein Willkommensbonus von 25 Prozent auf das erste Paket läuft ab in' },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <Countdown {...args} label="ينتهي العرض خلال" />
    </div>
  ),
};
