import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid, GridItem } from './Grid';

const cell = (text: string) => <div style={{ background: '#f5f3f0', padding: 12 }}>{text}</div>;

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  parameters: { layout: 'fullscreen' },
  args: {
    children: [
      <GridItem key="a" span={{ mobile: 12, md: 8 }}>
        {cell('Main (8 of 12)')}
      </GridItem>,
      <GridItem key="b" span={{ mobile: 12, md: 4 }}>
        {cell('Aside (4 of 12)')}
      </GridItem>,
    ],
  },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByText('Main (8 of 12)').getBoundingClientRect();
    const aside = canvas.getByText('Aside (4 of 12)').getBoundingClientRect();
    // At the test viewport (≥ md) the two sit side by side, main twice as wide as aside.
    await expect(Math.abs(main.top - aside.top)).toBeLessThan(1);
    await expect(main.width).toBeGreaterThan(aside.width * 1.8);
  },
};

export const Playground: Story = { args: { as: 'section' } };
