import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rtlDecorator } from '../docs/rtl';
import { Spinner } from '../Spinner/Spinner';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton/Features',
  component: Skeleton,
  args: { shape: 'text' },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { lines: 1 } };
export const Rect: Story = { args: { shape: 'rect', width: 240, height: 160 } };
export const Circle: Story = {
  args: { shape: 'circle', height: 56 },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector<HTMLElement>('[data-shape="circle"]')!;
    const box = circle.getBoundingClientRect();
    await expect(box.width).toBe(56);
    await expect(box.height).toBe(56);
  },
};

/** A member card while loading: the region is busy and says so once, the shapes stay silent. */
export const MemberCardLoading: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'flex', gap: 12, alignItems: 'center', width: 320 }}>
      <Spinner size="small" label="Loading members" />
      <Skeleton shape="circle" height={56} />
      <div style={{ flex: 1 }}>
        <Skeleton shape="text" lines={2} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading members' })).toBeVisible();
  },
};

export const RightToLeft: Story = { args: { lines: 3 }, decorators: [rtlDecorator] };
