import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TransitionsBlock, VideoBlock } from '../blocks';
import { autoplayVideoA11y, landerMembers } from '../landers.fixtures';

const meta = {
  title: 'Landers/Blocks/Video',
  component: VideoBlock,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'How it works',
    src: '/landers/intro.mp4',
    poster: '/landers/intro-poster.webp',
    caption: 'Make a profile, browse members and start chatting.',
    label: 'How it works',
  },
} satisfies Meta<typeof VideoBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The site's own video file; only its poster loads until the visitor plays it. */
export const Video: Story = {
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', '/landers/intro-poster.webp');
    await expect(within(canvasElement).getByText(/Make a profile/)).toBeVisible();
  },
};
export const VideoWithoutTitle: Story = { args: { title: undefined, caption: undefined } };

/** Members' photos fading one into the next over a muted looping video. */
export const Transitions: Story = {
  parameters: autoplayVideoA11y,
  render: () => (
    <TransitionsBlock
      title="New faces every day"
      members={landerMembers.slice(0, 3)}
      video={{ src: '/landers/intro.mp4', poster: '/landers/intro-poster.webp' }}
    />
  ),
};
export const TransitionsPhotosOnly: Story = {
  render: () => <TransitionsBlock title="New faces every day" members={landerMembers.slice(3, 6)} />,
};
