import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portrait } from '../internal/portraits';
import { PhotoGallery } from './PhotoGallery';

const photos = Array.from({ length: 5 }, (_, i) => ({
  id: `p-${i + 1}`,
  src: portrait(i),
  alt: `Photo ${i + 1} of Anna`,
}));

const meta = {
  title: 'Members/PhotoGallery',
  component: PhotoGallery,
  args: {
    photos,
    thumbnailLabel: (n, total) => `Open photo ${n} of ${total}`,
    labels: {
      title: "Anna's photos",
      close: 'Close',
      previous: 'Previous photo',
      next: 'Next photo',
      counter: (n, total) => `${n} / ${total}`,
    },
  },
} satisfies Meta<typeof PhotoGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A thumbnail opens the lightbox; buttons and arrow keys move; Escape closes and focus returns. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const thumb = within(canvasElement).getByRole('button', { name: 'Open photo 2 of 5' });
    await userEvent.click(thumb);
    const dialog = await page.findByRole('dialog', { name: "Anna's photos" });
    const lightbox = within(dialog);
    await expect(lightbox.getByRole('img', { name: 'Photo 2 of Anna' })).toBeVisible();
    await userEvent.click(lightbox.getByRole('button', { name: 'Next photo' }));
    await expect(lightbox.getByRole('img', { name: 'Photo 3 of Anna' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(lightbox.getByRole('img', { name: 'Photo 4 of Anna' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(lightbox.getByRole('img', { name: 'Photo 1 of Anna' })).toBeVisible();
    await expect(lightbox.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await expect(lightbox.getByText('1 / 5')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(thumb).toHaveFocus());
  },
};

export const Playground: Story = { args: { photos: photos.slice(0, 3) } };
