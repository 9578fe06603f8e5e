import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SwipeTeaserBlock } from '../blocks';
import { landerMembers, memberWithoutPhoto, noPhotoLabel } from '../landers.fixtures';
import { loadSwipeDeck } from '../swipeDeckLoader';

const meta = {
  title: 'Landers/Blocks/SwipeTeaser',
  component: SwipeTeaserBlock,
  parameters: { layout: 'fullscreen' },
  // The deck's code loads on demand; a lander has it before it hydrates (loadLanderIslands).
  loaders: [async () => void (await loadSwipeDeck())],
  args: {
    title: 'Try it now',
    members: landerMembers.slice(0, 5),
    swipes: 2,
    likeLabel: 'Like',
    passLabel: 'Pass',
    emptyText: 'You have seen everyone for now.',
    ctaText: 'Sign up to see who likes you back.',
    ctaLabel: 'Join for free',
    ctaHref: '#signup',
    onSwipe: fn(),
    noPhotoLabel,
  },
} satisfies Meta<typeof SwipeTeaserBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two swipes, then the teaser asks the visitor to sign up. */
export const SwipeThenSignup: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onSwipe).toHaveBeenCalledWith(100, 'like');
    await userEvent.click(canvas.getByRole('button', { name: 'Pass' }));
    await expect(args.onSwipe).toHaveBeenCalledWith(101, 'pass');
    await expect(canvas.getByText('Sign up to see who likes you back.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '#signup');
  },
};
export const Deck: Story = {};

/**
 * A visitor's Report link under the card in front: to the member's profile with the report
 * opened, named with the member; after a swipe it names the next card's member.
 */
export const WithReportLink: Story = {
  args: {
    report: {
      href: (id) => `/members/${id}?report=1`,
      label: 'Report',
      memberLabel: (name) => `Report ${name}`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = landerMembers;
    await expect(canvas.getByRole('link', { name: `Report ${first!.name}` })).toHaveAttribute(
      'href',
      `/members/${first!.id}?report=1`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Pass' }));
    await expect(canvas.getByRole('link', { name: `Report ${second!.name}` })).toHaveAttribute(
      'href',
      `/members/${second!.id}?report=1`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Pass' }));
    // Done swiping: the signup call, and no card left to report.
    await expect(canvas.queryByRole('link', { name: /^Report / })).toBeNull();
  },
};
export const NoMembers: Story = { args: { members: [] } };

/** A member without a photo on the card: the photo placeholder, named, never an empty card. */
export const WithoutPhoto: Story = {
  args: { members: [memberWithoutPhoto, ...landerMembers.slice(0, 2)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: /^Noor, / });
    await expect(within(card).getByRole('img', { name: 'Noor has no photo yet' })).toBeVisible();
  },
};
