import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag, tagSizes, tagTones } from './Tag';

const meta = {
  title: 'Badges/Tag',
  component: Tag,
  args: { children: 'Hiking' },
  argTypes: {
    tone: { control: 'select', options: tagTones },
    size: { control: 'inline-radio', options: tagSizes },
  },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hiking')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = { args: { tone: 'primary', size: 'small' } };
