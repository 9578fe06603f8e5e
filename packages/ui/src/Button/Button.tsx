import { useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import { mergeRefs } from 'react-aria';
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
  ref?: Ref<HTMLButtonElement>;
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
  ref,
  ...props
}: ButtonProps) {
  const own = useRef<HTMLButtonElement>(null);
  // react-aria-components passes no aria-busy / aria-disabled through, and its isPending
  // re-announces the label through a global live region: set the two attributes directly.
  useLayoutEffect(() => {
    const el = own.current;
    if (!el) return;
    for (const attr of ['aria-busy', 'aria-disabled']) {
      if (loading) el.setAttribute(attr, 'true');
      else el.removeAttribute(attr);
    }
  }, [loading]);
  const pressHandlers = loading
    ? {
        onPress: undefined,
        onPressStart: undefined,
        onPressEnd: undefined,
        onPressUp: undefined,
        onPressChange: undefined,
      }
    : {};
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
      {...pressHandlers}
      ref={mergeRefs(own, ref)}
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
