import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconsBlock } from '../blocks';

const meta = {
  title: 'Landers/Blocks/Icons',
  component: IconsBlock,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Why members choose us',
    items: [
      { icon: 'heart', text: 'Free to join' },
      { icon: 'shield', text: 'Profiles checked by our team' },
      { icon: 'lock', text: 'Discreet and private' },
      { icon: 'location', text: 'Singles near you' },
    ],
  },
} satisfies Meta<typeof IconsBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};
export const WithoutTitle: Story = {
  args: { title: undefined, items: [{ icon: 'chat', text: 'Chat straight away' }] },
};
