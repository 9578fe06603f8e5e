import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from './Stack';

const items = ['One', 'Two', 'Three'].map((t) => (
  <div key={t} style={{ background: '#f5f3f0', padding: 12 }}>
    {t}
  </div>
));

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { children: items, gap: 'large' },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const one = canvas.getByText('One').getBoundingClientRect();
    const two = canvas.getByText('Two').getBoundingClientRect();
    await expect(two.top - one.bottom).toBe(16);
  },
};

export const Playground: Story = { args: { direction: 'row', align: 'center', gap: 'small' } };
