import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SocialFeedBlock } from '../blocks';
import { landerMembers, memberWithoutPhoto } from '../landers.fixtures';

const posts = [
  'Just back from a weekend by the sea. Who is up for a walk?',
  'Looking for someone to try the new Italian place with.',
  'Coffee lover, dog person, terrible at cooking.',
  'Finally sunny! Who else is outside today?',
];

const meta = {
  title: 'Landers/Blocks/SocialFeed',
  component: SocialFeedBlock,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Latest posts', posts: posts.map((text, i) => ({ member: landerMembers[i]!, text })) },
} satisfies Meta<typeof SocialFeedBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Strip: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(posts[0]!)).toBeVisible();
  },
};
/** Without members the strip renders nothing. */
export const Empty: Story = { args: { posts: [] } };
/** A post by a member without a photo: the initials placeholder beside the name, not a gap. */
export const WithoutPhoto: Story = {
  args: {
    posts: [
      { member: memberWithoutPhoto, text: posts[0]! },
      { member: landerMembers[1]!, text: posts[1]! },
    ],
  },
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector('[data-photo-placeholder="initials"]');
    await expect(placeholder).toHaveTextContent('N');
  },
};
