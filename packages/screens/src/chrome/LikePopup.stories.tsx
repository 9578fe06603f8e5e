import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LikePopup } from './LikePopup';
import { likedByFixture } from './chrome.fixtures';

const meta = {
  title: 'Screens/LikePopup',
  component: LikePopup,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'liked', profile: likedByFixture, onView: fn(), onSignup: fn(), onClose: fn() },
} satisfies Meta<typeof LikePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A member's popup: the match modal with the photo of who liked; the button views the profile. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Someone likes you!' });
    await expect(dialog).toHaveTextContent('Sophie liked your profile.');
    // The match entrance (0.75 s) fades the stage in.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: "Sophie's profile" })).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'View profile' }));
    await expect(args.onView).toHaveBeenCalledWith(7);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** The photo views the profile too. */
export const PhotoOpensProfile: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Someone likes you!' });
    await userEvent.click(within(dialog).getByRole('button', { name: "Sophie's profile" }));
    await expect(args.onView).toHaveBeenCalledWith(7);
  },
};

/** A click anywhere else closes it, without viewing the profile. */
export const ClickAnywhereCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Someone likes you!' });
    await userEvent.click(within(dialog).getByText('Tap anywhere to close'));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onView).not.toHaveBeenCalled();
  },
};

/** A liker without a photo: the photo placeholder in the round frame, the name and the button. */
export const WithoutPhoto: Story = {
  args: { profile: { ...likedByFixture, photoUrl: null } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Someone likes you!' });
    await expect(dialog.querySelector('img')).toBeNull();
    await expect(dialog.querySelector('[data-photo-placeholder]')).not.toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'View profile' })).toBeVisible());
  },
};

/**
 * A visitor's popup: a member to meet, with no word of a like (a visitor has no profile); the
 * button views that member's profile.
 */
export const Visitor: Story = {
  args: { kind: 'introduce' },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Meet Sophie' });
    await expect(dialog).not.toHaveTextContent(/liked|likes you/);
    await expect(dialog).toHaveTextContent('Have a look at the profile, then sign up for free to say hello.');
    await expect(dialog.querySelector('img')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'View profile' }));
    await expect(args.onView).toHaveBeenCalledWith(7);
    await expect(args.onSignup).not.toHaveBeenCalled();
  },
};

/** A visitor's popup whose member has no photo: the placeholder, never an empty circle. */
export const VisitorWithoutPhoto: Story = {
  args: { kind: 'introduce', profile: { ...likedByFixture, photoUrl: null } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Meet Sophie' });
    await expect(dialog.querySelector('[data-photo-placeholder]')).not.toBeNull();
  },
};

/** A visitor's popup with nobody to show (search closed to visitors): an invitation to sign up. */
export const Invite: Story = {
  args: { kind: 'invite', profile: null },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Meet new people' });
    await expect(dialog).not.toHaveTextContent(/liked|likes you/);
    await expect(within(dialog).queryByRole('button', { name: 'View profile' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up for free' }));
    await expect(args.onSignup).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
