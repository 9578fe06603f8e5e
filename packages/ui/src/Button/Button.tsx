import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'success', 'outline', 'ghost', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];
export const iconPositions = ['start', 'end'] as const;
export type IconPosition = (typeof iconPositions)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'isPending'> {
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

/** A button with react-aria press handling (mouse, touch, keyboard alike). */
export function Button({
  children,
  variant,
  size,
  fullWidth,
  icon,
  iconPosition = 'start',
  loading = false,
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
    <AriaButton
      {...props}
      isPending={loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      data-icon-position={iconNode ? iconPosition : undefined}
      className={styles.button({ variant, size, fullWidth })}
    >
      {iconPosition === 'start' && iconNode}
      <span className={styles.label}>{children}</span>
      {iconPosition === 'end' && iconNode}
    </AriaButton>
  );
}
