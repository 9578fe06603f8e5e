import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { portrait } from '../internal/portraits';
import { ProfilePhoto } from './ProfilePhoto';

const meta = {
  title: 'Members/ProfilePhoto/Features',
  component: ProfilePhoto,
  args: { src: portrait(4), alt: 'Photo of Sofie', onUnlock: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ProfilePhoto>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A hidden photo: blurred, with the call to action. */
export const Locked: Story = {
  args: {
    locked: true,
    lockedText: 'Sofie has 6 more photos',
    unlockLabel: 'Get Premium to see all photos',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img', { name: 'Photo of Sofie' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Get Premium to see all photos' }));
    await expect(args.onUnlock).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onUnlock).toHaveBeenCalledTimes(2);
  },
};

export const Fictional: Story = {
  args: { fictionalLabel: 'Fictional profile' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fictional profile')).toBeVisible();
  },
};

/** No photo: the placeholder, as large as the photo, named for screen readers. */
export const WithoutPhoto: Story = {
  args: { src: null, noPhotoLabel: 'Sofie has no photo yet', fictionalLabel: 'Fictional profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: 'Sofie has no photo yet' });
    await expect(Math.round(picture.getBoundingClientRect().height)).toBe(400);
    await expect(canvas.getByText('Fictional profile')).toBeVisible();
  },
};

/** A profile page's main photo: fetched before the page's other images (its largest paint). */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const photo = within(canvasElement).getByRole('img', { name: 'Photo of Sofie' });
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Any other photo leaves the order to the browser. */
export const DefaultPriority: Story = {
  play: async ({ canvasElement }) => {
    const photo = within(canvasElement).getByRole('img', { name: 'Photo of Sofie' });
    await expect(photo).not.toHaveAttribute('fetchpriority');
  },
};

export const PhotoCount: Story = { args: { photoCount: 12, photoCountLabel: '12 photos' } };

export const SinglePhotoNoCount: Story = {
  args: { photoCount: 1, photoCountLabel: '1 photo' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('1 photo')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    locked: true,
    lockedText: 'Maximiliane-Theresa hat noch 24 weitere Fotos, die nur Premium-Mitglieder sehen können',
    unlockLabel: 'Jetzt Premium werden und alle Fotos ansehen',
    fictionalLabel: 'Fiktives Profil eines Moderators',
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <ProfilePhoto {...args} fictionalLabel="ملف خيالي" photoCount={5} photoCountLabel="5 صور" />
    </div>
  ),
};
