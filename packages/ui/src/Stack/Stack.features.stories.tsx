import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from './Stack';

const items = ['First', 'Second', 'Third'].map((t) => (
  <div key={t} style={{ background: '#f5f3f0', padding: 12 }}>
    {t}
  </div>
));

const meta = {
  title: 'Layout/Stack/Features',
  component: Stack,
  args: { children: items },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {
  args: { direction: 'row', gap: 'small' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('First').getBoundingClientRect();
    const second = canvas.getByText('Second').getBoundingClientRect();
    await expect(second.left).toBeGreaterThan(first.right);
  },
};

export const ResponsiveDirection: Story = {
  args: { direction: { mobile: 'column', md: 'row' }, gap: 'large' },
};

export const RightToLeft: Story = {
  args: { direction: 'row', gap: 'small' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('First').getBoundingClientRect();
    const second = canvas.getByText('Second').getBoundingClientRect();
    await expect(second.right).toBeLessThan(first.left);
  },
};
