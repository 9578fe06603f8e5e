import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ownProfile, photo } from '../shared/members.fixtures';
import { MyProfileScreen } from './MyProfileScreen';
import { myProfileFixture } from './MyProfileScreen.fixtures';

const meta = {
  title: 'Screens/MyProfile',
  component: MyProfileScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    ...myProfileFixture,
    onUpload: fn(),
    onDeletePhoto: fn(),
    onMakeMain: fn(),
    onSave: fn(),
    onUseLocation: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MyProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Editing: the changed details are saved with the rest of the form. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 3 photos')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Hair colour' }), 'Red');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Yoga' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'City' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Haarlem');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ hair_colour: 'red', interests: [1, 4, 5], city: 'Haarlem', region_id: 1 }),
    );
  },
};

export const ChoosePhotos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Make main photo: My photo 2' }));
    await expect(args.onMakeMain).toHaveBeenCalledWith(501);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete: My photo 1' }));
    await expect(args.onDeletePhoto).toHaveBeenCalledWith(500);
  },
};

export const Uploading: Story = {
  args: {
    uploads: [{ id: 'a', file: new File(['x'], 'beach.jpg', { type: 'image/jpeg' }), progress: 45 }],
  },
  play: async ({ canvasElement }) => {
    // FileDrop loads on demand (its placeholder stands in meanwhile): found once it is there.
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Uploading beach.jpg' }),
    ).toBeVisible();
  },
};

/** Photos others do not see: one waiting for approval, one a moderator hid (with the reason). */
export const PhotosNotShown: Story = {
  args: {
    profile: ownProfile({
      photos: [
        { ...photo(0), moderation: 'shown' },
        { ...photo(1), main: false, moderation: 'waiting' },
        {
          ...photo(2),
          main: false,
          moderation: 'hidden',
          moderation_reason: 'The photo shows another person.',
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Waiting for approval')).toBeVisible();
    await expect(canvas.getByText('Hidden by a moderator')).toBeVisible();
    await expect(canvas.getByText('Reason: The photo shows another person.')).toBeVisible();
    // Only the shown photo that is not main could be made main: here there is none.
    await expect(canvas.queryByRole('button', { name: /Make main photo/ })).toBeNull();
  },
};

export const NoPhotos: Story = { args: { profile: ownProfile({ photos: [] }) } };

/** A free member with 3 photos: no upload, the premium offer instead. */
export const PhotoLimitFree: Story = {
  args: {
    profile: ownProfile({ photos: [photo(0), photo(1), photo(2)].map((p, i) => ({ ...p, main: i === 0 })) }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/the most for a free member/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
  },
};

export const Premium: Story = {
  args: {
    profile: ownProfile({
      photo_limit: 25,
      photos: Array.from({ length: 8 }, (_, i) => ({ ...photo(i), main: i === 0 })),
    }),
  },
};

export const UploadRefused: Story = {
  args: { uploadError: 'unsupported_media_type' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This file is not a photo we can use',
    );
  },
};

export const UploadOverLimit: Story = { args: { uploadError: 'photo_limit_reached' } };

export const UseLocation: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Use my location' }));
    await expect(args.onUseLocation).toHaveBeenCalled();
  },
};

/** A position geocoded: the place fields take it. */
export const Located: Story = {
  args: { located: { country: 'DE', region_id: 4, city: 'München' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Bayern');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('München');
  },
};

export const LocationDenied: Story = { args: { locationPermission: 'denied' } };
export const LocationUnsupported: Story = { args: { locationPermission: 'unsupported' } };
export const Saving: Story = { args: { saveState: 'saving' } };
export const Saved: Story = { args: { saveState: 'saved' } };
export const SaveFailed: Story = { args: { saveState: 'error' } };
export const Loading: Story = { args: { status: 'loading', profile: null } };
export const Error: Story = { args: { status: 'error', profile: null } };
