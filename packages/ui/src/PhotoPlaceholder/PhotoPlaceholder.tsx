import * as styles from './PhotoPlaceholder.css';

export const photoPlaceholderVariants = ['silhouette', 'initials'] as const;
export type PhotoPlaceholderVariant = (typeof photoPlaceholderVariants)[number];

export interface PhotoPlaceholderProps {
  /** The member's name: the source of the initials (the `initials` variant). */
  name?: string;
  /** Initials to show instead of the name's first letters (`initials` variant). */
  initials?: string;
  /**
   * The accessible name, e.g. "Anna has no photo yet". Without it the placeholder is hidden from
   * screen readers: for a picture inside a control or next to text that already names the member.
   */
  label?: string;
  /**
   * `silhouette` (default): a head and shoulders, for portraits (cards, swipe cards, landers);
   * `initials`: the name's initials, for small round pictures (avatars).
   */
  variant?: PhotoPlaceholderVariant;
  /** Sizes it like the picture it replaces (it fills its box otherwise). */
  className?: string;
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

/**
 * What shows where a member's photo would, when they have none: a designed tile on the photo
 * tint, never an empty box. It takes the size and shape of its box, so it stands in for a photo
 * of any size without a layout shift.
 */
export function PhotoPlaceholder({
  name,
  initials,
  label,
  variant = 'silhouette',
  className,
}: PhotoPlaceholderProps) {
  return (
    <span
      className={`${styles.root} ${className ?? ''}`}
      data-photo-placeholder={variant}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {variant === 'initials' ? (
        <span className={styles.initials} aria-hidden="true">
          {initials ?? initialsOf(name ?? '')}
        </span>
      ) : (
        <svg
          className={styles.silhouette}
          viewBox="0 0 100 125"
          preserveAspectRatio="xMidYMax meet"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="50" cy="54" r="18" />
          <path d="M8 125c0-25 19-43 42-43s42 18 42 43z" />
        </svg>
      )}
    </span>
  );
}
