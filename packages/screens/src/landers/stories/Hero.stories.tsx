import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeroBlock } from '../blocks';
import { landerMembers, memberWithoutPhoto, noPhotoLabel } from '../landers.fixtures';

const meta = {
  title: 'Landers/Blocks/Hero',
  component: HeroBlock,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Nobody should be alone tonight',
    subtitle: 'Singles near you are online right now and looking for company.',
    ctaLabel: 'Join for free',
    ctaHref: '#signup',
    member: landerMembers[0],
    noPhotoLabel,
  },
} satisfies Meta<typeof HeroBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With a member's picture: the page's largest image, loaded first (never lazily). */
export const WithMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Nobody should be alone tonight' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '#signup');
    await expect(canvas.getByRole('img', { name: 'Anna' })).toHaveAttribute('loading', 'eager');
  },
};
export const TextOnly: Story = { args: { member: null, subtitle: undefined } };

/**
 * A member without a photo (a member landing's own member, the only one it may feature): the
 * photo placeholder in the picture's box, never an empty one.
 */
export const MemberWithoutPhoto: Story = {
  args: { member: memberWithoutPhoto },
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', { name: 'Noor has no photo yet' });
    const { width, height } = picture.getBoundingClientRect();
    await expect(Math.round((width * 5) / 4)).toBe(Math.round(height));
  },
};
