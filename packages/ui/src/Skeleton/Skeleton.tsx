import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** CSS length or px; defaults to the full width (text, rect) or the height (circle). */
  width?: number | string;
  height?: number | string;
  /** For `text`: several lines, the last one shorter. */
  lines?: number;
}

/**
 * A placeholder while content loads. Decorative (hidden from screen readers): the region that
 * loads says it is busy, e.g. with `aria-busy` and a Spinner label.
 */
export function Skeleton({ shape = 'text', width, height, lines = 1 }: SkeletonProps) {
  const size = { width: width ?? (shape === 'circle' ? height : '100%'), height };
  if (shape === 'text' && lines > 1) {
    return (
      <span className={styles.lines} aria-hidden="true" data-shape="text" data-lines={lines}>
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={`${styles.skeleton} ${styles.shape.text}`}
            style={{ ...size, width: i === lines - 1 ? '60%' : size.width }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={`${styles.skeleton} ${styles.shape[shape]}`}
      style={size}
      aria-hidden="true"
      data-shape={shape}
    />
  );
}
