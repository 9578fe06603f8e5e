import { lazy, Suspense, useRef, useState } from 'react';
import type { LightboxLabels, LightboxPhoto } from './Lightbox';
import * as styles from './PhotoGallery.css';

// The lightbox (radix dialog, motion's drag) loads when a thumbnail is first opened: a profile
// page's own script stays small, and most visits never open a photo.
const Lightbox = lazy(() => import('./Lightbox').then((module) => ({ default: module.Lightbox })));

export interface PhotoGalleryProps {
  photos: readonly LightboxPhoto[];
  /** Accessible name of each thumbnail, e.g. `(n, total) => `Open photo ${n} of ${total}``. */
  thumbnailLabel: (position: number, total: number) => string;
  labels: LightboxLabels;
  /** Shown when there are no photos. */
  emptyText?: string;
}

/** A grid of thumbnails; each opens the lightbox at that photo. */
export function PhotoGallery({ photos, thumbnailLabel, labels, emptyText }: PhotoGalleryProps) {
  const [index, setIndex] = useState<number | null>(null);
  // Mounted from the first opening on (closing it then returns focus as radix does).
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  if (photos.length === 0) return emptyText ? <p>{emptyText}</p> : null;
  return (
    <>
      <ul className={styles.grid} data-count={photos.length}>
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={thumbnailLabel(i + 1, photos.length)}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpened(true);
                setIndex(i);
              }}
            >
              <img className={styles.thumbImage} src={photo.src} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {opened ? (
        <Suspense fallback={null}>
          <Lightbox
            photos={photos}
            index={index}
            onIndexChange={setIndex}
            onClose={() => setIndex(null)}
            labels={labels}
            returnFocusTo={() => opener.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
