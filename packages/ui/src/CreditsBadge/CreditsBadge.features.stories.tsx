import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { colors } from '@amori/tokens';
import { rtlDecorator } from '../docs/rtl';
import { CreditsBadge } from './CreditsBadge';

const meta = {
  title: 'Badges/CreditsBadge/Features',
  component: CreditsBadge,
  args: { credits: 1, label: '1 credit left' },
} satisfies Meta<typeof CreditsBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** Checks the number, the tone attribute and the painted background colour. */
const shows = (credits: number, tone: 'warning' | 'danger') =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    const badge = canvasElement.querySelector<HTMLElement>('[data-tone]');
    await expect(badge).not.toBeNull();
    await expect(badge).toHaveAttribute('data-tone', tone);
    await expect(within(badge!).getByText(String(credits), { selector: '[aria-hidden]' })).toBeVisible();
    await expect(getComputedStyle(badge!).backgroundColor).toBe(rgb(colors[tone]));
  };

/** 0 credits: danger tone. */
export const Zero: Story = { args: { credits: 0, label: 'No credits left' }, play: shows(0, 'danger') };
/** 1 credit: warning tone. */
export const One: Story = { args: { credits: 1, label: '1 credit left' }, play: shows(1, 'warning') };
/** 10 credits: still shown, warning tone. */
export const Ten: Story = { args: { credits: 10, label: '10 credits left' }, play: shows(10, 'warning') };
/** 11 credits: no badge at all. */
export const Eleven: Story = {
  args: { credits: 11, label: '11 credits left' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone]')).toBeNull();
    await expect(within(canvasElement).queryByText('11 credits left')).toBeNull();
  },
};
export const WithIcon: Story = { args: { credits: 4, label: '4 credits left', showIcon: true } };
export const RightToLeft: Story = {
  args: { credits: 2, label: 'رصيدان متبقيان', showIcon: true },
  decorators: [rtlDecorator],
};
