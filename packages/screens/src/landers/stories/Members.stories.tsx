import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CollageBlock, GalleryBlock } from '../blocks';
import { landerMembers, memberWithoutPhoto, noPhotoLabel } from '../landers.fixtures';

const meta = {
  title: 'Landers/Blocks/Gallery',
  component: GalleryBlock,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Members near you',
    members: landerMembers,
    columns: 4,
    onlineLabel: 'Online now',
    memberHref: '#signup',
    ctaLabel: 'See all members',
    emptyText: 'New members join every day.',
    noPhotoLabel,
  },
} satisfies Meta<typeof GalleryBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Members' tiles lead to signup; pictures below the fold load lazily. */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.getAllByRole('img', { name: 'Online now' }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('img', { name: 'Anna' })).toHaveAttribute('loading', 'lazy');
  },
};
export const ThreeColumns: Story = {
  args: { columns: 3, members: landerMembers.slice(0, 6), ctaLabel: undefined },
};
/** No member matches (a narrow niche): the block says so. */
export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New members join every day.')).toBeVisible();
  },
};

/** A member without a photo, last (landers put those with one first): the photo placeholder tile. */
export const WithoutPhoto: Story = {
  args: { columns: 3, members: [...landerMembers.slice(0, 5), memberWithoutPhoto], ctaLabel: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = canvas.getByRole('link', { name: /^Noor, / });
    await expect(tile.querySelector('[data-photo-placeholder]')).not.toBeNull();
    const photo = canvas.getByRole('link', { name: /^Anna, / }).getBoundingClientRect();
    await expect(Math.round(tile.getBoundingClientRect().height)).toBe(Math.round(photo.height));
  },
};

/** The photo collage (another block over the same members). */
export const Collage: Story = {
  render: () => <CollageBlock title="Real people, real dates" members={landerMembers.slice(0, 7)} />,
};
/** A collage whose last member has no photo: the placeholder fills that tile. */
export const CollageWithoutPhoto: Story = {
  render: () => (
    <CollageBlock members={[...landerMembers.slice(0, 4), memberWithoutPhoto]} noPhotoLabel={noPhotoLabel} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Noor has no photo yet' })).toBeVisible();
  },
};
/** A collage without members renders nothing. */
export const CollageEmpty: Story = {
  render: () => <CollageBlock members={[]} />,
};
