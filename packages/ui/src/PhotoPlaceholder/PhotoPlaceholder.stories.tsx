import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PhotoPlaceholder, photoPlaceholderVariants } from './PhotoPlaceholder';

const meta = {
  title: 'Members/PhotoPlaceholder',
  component: PhotoPlaceholder,
  args: { name: 'Anna de Vries', label: 'Anna de Vries has no photo yet' },
  argTypes: { variant: { control: 'inline-radio', options: photoPlaceholderVariants } },
  // It takes the size of its box: here a portrait card's photo (4:5).
  decorators: [(Story) => <div style={{ width: 240, aspectRatio: '4 / 5' }}>{Story()}</div>],
} satisfies Meta<typeof PhotoPlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member without a photo, where a portrait would be: a silhouette on the photo tint, named. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', { name: 'Anna de Vries has no photo yet' });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('data-photo-placeholder', 'silhouette');
    // Sized like the photo it replaces: its whole box, not an empty strip.
    const box = picture.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(240);
    await expect(Math.round(box.height)).toBe(300);
  },
};

export const Playground: Story = {};

/** Round and small (avatars): the initials instead of the silhouette. */
export const Initials: Story = {
  args: { variant: 'initials' },
  decorators: [
    (Story) => (
      <div style={{ width: 96, height: 96, borderRadius: '50%', overflow: 'hidden' }}>{Story()}</div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', { name: 'Anna de Vries has no photo yet' });
    await expect(picture).toHaveTextContent('AD');
  },
};
