import { useState } from 'react';
import * as styles from './Avatar.css';

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
}

/** The first letters of the first two words, upper-cased (Unicode-aware). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/u)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** A round profile image that falls back to initials when there is none or it fails to load. */
export function Avatar({ name, src, initials, size = 'medium', decorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={`${styles.root} ${styles.sizes[size]}`}
      data-size={size}
      data-fallback={!showImage || undefined}
      role={showImage || decorative ? undefined : 'img'}
      aria-label={showImage || decorative ? undefined : name}
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
        <span aria-hidden="true">{initials ?? initialsOf(name)}</span>
      )}
    </span>
  );
}
