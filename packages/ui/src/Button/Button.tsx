import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'success', 'outline', 'ghost', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** A button with react-aria press handling (mouse, touch, keyboard alike). */
export function Button({ children, variant, size, fullWidth, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={styles.button({ variant, size, fullWidth })}>
      {children}
    </AriaButton>
  );
}
