import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid, GridItem } from './Grid';

const cell = (text: string) => <div style={{ background: '#f5f3f0', padding: 12 }}>{text}</div>;

const meta = {
  title: 'Layout/Grid/Features',
  component: Grid,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwelveColumns: Story = {
  args: {
    children: Array.from({ length: 12 }, (_, i) => (
      <GridItem key={i} span={1}>
        {cell(String(i + 1))}
      </GridItem>
    )),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1').getBoundingClientRect().top).toBe(
      canvas.getByText('12').getBoundingClientRect().top,
    );
  },
};

export const Cards: Story = {
  args: {
    children: ['Anna', 'Bram', 'Chloé', 'Daan', 'Eva', 'Finn'].map((name) => (
      <GridItem key={name} span={{ mobile: 12, sm: 6, lg: 4 }}>
        {cell(name)}
      </GridItem>
    )),
  },
};

export const RightToLeft: Story = {
  args: {
    children: [
      <GridItem key="a" span={8}>
        {cell('الرئيسي')}
      </GridItem>,
      <GridItem key="b" span={4}>
        {cell('جانبي')}
      </GridItem>,
    ],
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('الرئيسي').getBoundingClientRect().left).toBeGreaterThan(
      canvas.getByText('جانبي').getBoundingClientRect().left,
    );
  },
};
