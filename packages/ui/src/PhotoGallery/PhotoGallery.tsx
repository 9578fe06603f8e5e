import { useRef, useState } from 'react';
import { Lightbox, type LightboxLabels, type LightboxPhoto } from './Lightbox';
import * as styles from './PhotoGallery.css';

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
                setIndex(i);
              }}
            >
              <img className={styles.thumbImage} src={photo.src} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        photos={photos}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        labels={labels}
        returnFocusTo={() => opener.current}
      />
    </>
  );
}
