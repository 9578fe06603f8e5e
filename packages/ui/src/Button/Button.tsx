import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'success', 'outline', 'ghost', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];
export const iconPositions = ['start', 'end'] as const;
export type IconPosition = (typeof iconPositions)[number];

/** What every native button of the library takes: the element's own attributes, `onPress` and `isDisabled`. */
export interface NativeButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'className' | 'style' | 'disabled' | 'onClick'
> {
  /** Mouse, touch, pen and keyboard (Enter, Space) alike: the browser's own button activation. */
  onPress?: () => void;
  isDisabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export interface ButtonProps extends NativeButtonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** An icon beside the text (decorative: the text names the button). */
  icon?: ReactNode;
  /** `start` is before the text in reading order (right in RTL). */
  iconPosition?: IconPosition;
  /**
   * Busy: shows a spinner, sets `aria-busy`, ignores presses but keeps focus (so a keyboard
   * user is not thrown out of the form while it submits).
   */
  loading?: boolean;
}

/**
 * A native `<button>`: the browser gives it keyboard activation, focus and the accessible
 * role, so it needs no press library (react-aria's press handling would add its script to every
 * page that shows a button). `type` defaults to "button".
 */
export function Button({
  children,
  variant,
  size,
  fullWidth,
  icon,
  iconPosition = 'start',
  loading = false,
  onPress,
  isDisabled = false,
  type = 'button',
  ...props
}: ButtonProps) {
  const iconNode = loading ? (
    <Spinner size="small" />
  ) : icon ? (
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  ) : null;
  return (
    <button
      {...props}
      // While loading a submit button must not submit again either.
      type={loading && type === 'submit' ? 'button' : type}
      disabled={isDisabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-disabled={isDisabled || undefined}
      data-loading={loading || undefined}
      data-icon-position={iconNode ? iconPosition : undefined}
      className={styles.button({ variant, size, fullWidth })}
      onClick={loading ? undefined : onPress}
    >
      {iconPosition === 'start' && iconNode}
      <span className={styles.label}>{children}</span>
      {iconPosition === 'end' && iconNode}
    </button>
  );
}
