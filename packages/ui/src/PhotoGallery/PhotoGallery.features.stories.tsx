import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { portrait } from '../internal/portraits';
import { Lightbox } from './Lightbox';
import { PhotoGallery } from './PhotoGallery';
import { pointerDrag, untilDraggable } from '../internal/pointerDrag';

const photos = Array.from({ length: 4 }, (_, i) => ({
  id: `p-${i}`,
  src: portrait(i + 2),
  alt: `Photo ${i + 1} of Sofie`,
}));
const labels = {
  title: "Sofie's photos",
  close: 'Close',
  previous: 'Previous photo',
  next: 'Next photo',
  counter: (n: number, total: number) => `Photo ${n} of ${total}`,
};

const meta = {
  title: 'Members/PhotoGallery/Features',
  component: PhotoGallery,
  args: {
    photos,
    thumbnailLabel: (n, total) => `Open photo ${n} of ${total}`,
    labels,
    emptyText: 'No photos yet',
  },
} satisfies Meta<typeof PhotoGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { photos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No photos yet')).toBeVisible();
  },
};

export const OnePhoto: Story = { args: { photos: photos.slice(0, 1) } };

function OpenLightbox() {
  const [index, setIndex] = useState<number | null>(0);
  return (
    <>
      <p>Index: {index ?? 'closed'}</p>
      <Lightbox
        photos={photos}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        labels={labels}
      />
    </>
  );
}

// Each photo is a new element: its drag is waited for before it is dragged.
const drag = async (el: Element, dx: number) => {
  await untilDraggable(el);
  await pointerDrag(el, dx, 8);
};

/** Swiping the photo left shows the next one, right the previous one. */
export const Swipe: Story = {
  render: () => <OpenLightbox />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const photo = await page.findByRole('img', { name: 'Photo 1 of Sofie' });
    await drag(photo, -200);
    await waitFor(() => expect(page.getByText('Photo 2 of 4')).toBeInTheDocument());
    await drag(page.getByRole('img', { name: 'Photo 2 of Sofie' }), 200);
    await waitFor(() => expect(page.getByText('Photo 1 of 4')).toBeInTheDocument());
  },
};

export const LongLabels: Story = {
  args: {
    labels: {
      ...labels,
      title: 'Alle Fotos von Maximiliane-Theresa von Hohenzollern-Sigmaringen',
      counter: (n, t) => `Foto ${n} von insgesamt ${t}`,
    },
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <PhotoGallery {...args} thumbnailLabel={(n, t) => `صورة ${n} من ${t}`} />
    </div>
  ),
};
