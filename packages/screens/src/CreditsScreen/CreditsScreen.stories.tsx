import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreditsScreen } from './CreditsScreen';
import { creditsFixture } from './CreditsScreen.fixtures';

const meta = {
  title: 'Screens/Credits',
  component: CreditsScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...creditsFixture, onSelect: fn(), onRetry: fn() },
} satisfies Meta<typeof CreditsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/credits`: four bundles, the per-credit price, the most popular marked; choosing one opens its checkout. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Most popular')).toBeVisible();
    await expect(canvas.getByText('Prices include 21% VAT.', { exact: false })).toBeVisible();
    await expect(canvas.getByText('Premium members have a 46% higher chance to find a match.')).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(4);
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Choose' }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
  },
};

/** The time bonus runs: 25 % off every bundle, the old price struck through, the countdown. */
export const TimeBonus: Story = {
  args: {
    discount: { code: 'TIMEBONUS25', percentage: 25, kind: 'time_bonus', secondsLeft: 3 * 3600 + 125 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('25% welcome bonus')).toBeVisible();
    await expect(canvas.getByText('TIMEBONUS25')).toBeVisible();
    await expect(canvas.getAllByText('€18.74').length).toBeGreaterThan(0);
  },
};

/** After the time bonus: the welcome discount on the first purchase. */
export const WelcomeDiscount: Story = {
  args: { discount: { code: 'WELCOME25', percentage: 25, kind: 'welcome' } },
};

/** `/premium` for a free member: what premium gives comes first, and how to get it. */
export const Premium: Story = {
  args: { variant: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Get Premium' })).toBeVisible();
    await expect(canvas.getByText(/Your first credit bundle makes you a premium member\./)).toBeVisible();
  },
};

/** `/premium` for a premium member: spoken to as one, nothing promised that they have already. */
export const PremiumMember: Story = {
  args: { variant: 'premium', premiumMember: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your premium membership' })).toBeVisible();
    await expect(
      canvas.getByText(/You are a premium member: everything premium gives is already yours\./),
    ).toBeVisible();
    await expect(canvas.queryByText(/Your first credit bundle/)).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Get Premium' })).toBeNull();
  },
};

/** `/credits` for a premium member without an order to repeat: no repeat offered. */
export const PremiumMemberCredits: Story = {
  args: { premiumMember: true, balance: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible();
    await expect(canvas.queryByText(/Your first credit bundle/)).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Repeat your last order' })).toBeNull();
  },
};

/** `/pricing` for a visitor: no balance, prices without VAT where none applies. */
export const PricingVisitor: Story = { args: { variant: 'pricing', balance: null, vatPercentage: 0 } };

/** A member whose last order can be placed again is offered to repeat it. */
export const WithRepeatOrder: Story = {
  args: { repeatHref: '/credits/repeat-order', balance: 4, premiumMember: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Repeat your last order' })).toHaveAttribute(
      'href',
      '/credits/repeat-order',
    );
  },
};

export const Loading: Story = { args: { status: 'loading', packages: [] } };

export const Error: Story = {
  args: { status: 'error', packages: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
