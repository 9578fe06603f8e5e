import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LikePopup } from './LikePopup';
import { likedByFixture } from './chrome.fixtures';

const meta = {
  title: 'Screens/LikePopup',
  component: LikePopup,
  parameters: { layout: 'fullscreen' },
  args: { profile: likedByFixture, onView: fn(), onClose: fn() },
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

/** A liker without a photo: the name and the button still show. */
export const WithoutPhoto: Story = {
  args: { profile: { ...likedByFixture, photoUrl: null } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Someone likes you!' });
    await expect(dialog.querySelector('img')).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'View profile' })).toBeVisible());
  },
};

/** A visitor's popup: the generic invitation; its view button reports no profile id. */
export const Generic: Story = {
  args: { profile: null },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Someone likes you!' });
    await expect(dialog).toHaveTextContent('A member liked your profile.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'View profile' }));
    await expect(args.onView).toHaveBeenCalledWith(null);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
