import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MapBlock } from '../blocks';
import { landerMembers } from '../landers.fixtures';

const meta = {
  title: 'Landers/Blocks/Map',
  component: MapBlock,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Members in the Netherlands',
    country: 'NL',
    countryName: 'Netherlands',
    members: landerMembers,
    summary: 'Members near you: 12',
  },
} satisfies Meta<typeof MapBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A drawn map of the country, in the page: no tiles from the network. */
export const Netherlands: Story = {
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('img', { name: 'Netherlands: Members near you: 12' });
    await expect(map.querySelectorAll('circle')).toHaveLength(12);
  },
};
export const Germany: Story = {
  args: { country: 'DE', countryName: 'Germany', title: 'Members in Germany' },
};
export const Belgium: Story = {
  args: { country: 'BE', countryName: 'Belgium', title: 'Members in Belgium' },
};
export const NoMembers: Story = { args: { members: [], summary: 'Members near you: 0' } };
