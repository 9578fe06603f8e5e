import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { installStoryClock, type StoryClock } from '../internal/storyClock';
import { DiscountBanner } from './DiscountBanner';

const meta = {
  title: 'Money/DiscountBanner/Features',
  component: DiscountBanner,
  args: {
    percent: 25,
    locale: 'de-DE',
    title: '25 % Willkommensbonus',
    code: 'WELCOME25',
    codeLabel: 'Code',
    announce: ({ hours, minutes }) => `noch ${hours} Stunden und ${minutes} Minuten`,
    onExpire: fn(),
  },
} satisfies Meta<typeof DiscountBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a time limit: no countdown. */
export const Untimed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/\d\d:\d\d:\d\d/)).toBeNull();
    await expect(within(canvasElement).getByText(/-25\s?%/)).toBeVisible();
  },
};

let clock: StoryClock;

/** The countdown runs out and the banner hears about it once (on a clock the play moves). */
export const Expiring: Story = {
  args: { secondsLeft: 1, countdownLabel: 'Endet in' },
  beforeEach: () => {
    clock = installStoryClock({ intervals: true });
    return () => clock.uninstall();
  },
  play: async ({ args, canvasElement }) => {
    await expect(args.onExpire).not.toHaveBeenCalled();
    clock.tick(1_000);
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
    await expect(await within(canvasElement).findByText('00:00:00')).toBeVisible();
    clock.tick(5_000);
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
  },
};

export const WithoutCode: Story = { args: { code: undefined, secondsLeft: 600, countdownLabel: 'Endet in' } };

export const LongText: Story = {
  args: {
    title: 'Dein persönlicher Willkommensbonus von 25 Prozent auf das erste Credit-Paket deiner Wahl',
    secondsLeft: 14_400,
    countdownLabel: 'Das Angebot endet in',
    actionLabel: 'Jetzt Credits kaufen',
    onAction: fn(),
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <DiscountBanner
        {...args}
        locale="ar"
        title="مكافأة ترحيبية 25%"
        secondsLeft={3600}
        countdownLabel="ينتهي خلال"
      />
    </div>
  ),
};
