import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /**
   * What is loading, e.g. "Loading messages". Without a label the spinner is decorative and
   * hidden from screen readers (use that only when something else says it is busy).
   */
  label?: string;
  size?: SpinnerSize;
}

/** An indeterminate loading indicator; under reduced motion it pulses instead of spinning. */
export function Spinner({ label, size = 'medium' }: SpinnerProps) {
  const className = `${styles.spinner} ${styles.size[size]}`;
  if (!label) return <span className={className} aria-hidden="true" data-size={size} />;
  return <span className={className} role="progressbar" aria-label={label} data-size={size} />;
}
