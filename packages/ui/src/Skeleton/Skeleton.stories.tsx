import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-shape="text"]');
    // Decorative: hidden from assistive technology, three lines drawn.
    await expect(root).toHaveAttribute('aria-hidden', 'true');
    await expect(root?.children).toHaveLength(3);
  },
};

export const Playground: Story = { args: { shape: 'rect', width: 240, height: 160 } };
