import { useState } from 'react';
import { initialsOf, PhotoPlaceholder } from '../PhotoPlaceholder/PhotoPlaceholder';
import * as styles from './Avatar.css';

export { initialsOf };

export const avatarSizes = ['small', 'medium', 'large'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps {
  /** The person's name: the image's alternative text and the source of the initials. */
  name: string;
  src?: string;
  /** Initials to show when there is no image (defaults to the first letters of the name). */
  initials?: string;
  size?: AvatarSize;
  /** Hidden from screen readers when the name is written next to it. */
  decorative?: boolean;
  /**
   * The accessible name when there is no photo (or it fails to load), e.g. "Anna has no photo
   * yet"; the name otherwise.
   */
  noPhotoLabel?: string;
}

/**
 * A round profile image that falls back to the photo placeholder's initials when there is none
 * or it fails to load.
 */
export function Avatar({
  name,
  src,
  initials,
  size = 'medium',
  decorative = false,
  noPhotoLabel,
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const label = decorative ? undefined : (noPhotoLabel ?? name);
  return (
    <span
      className={`${styles.root} ${styles.sizes[size]}`}
      data-size={size}
      data-fallback={!showImage || undefined}
      aria-hidden={decorative || undefined}
    >
      {showImage ? (
        <img
          className={styles.image}
          src={src}
          alt={decorative ? '' : name}
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <PhotoPlaceholder name={name} initials={initials} label={label} variant="initials" />
      )}
    </span>
  );
}
