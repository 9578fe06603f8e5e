import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button } from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<
  AriaButtonProps,
  'children' | 'className' | 'style' | 'aria-label' | 'aria-labelledby'
> {
  /** The accessible name, required: the icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  variant?: Exclude<ButtonVariant, 'link'>;
  size?: ButtonSize;
}

/** A square, icon-only button with a required accessible label. */
export function IconButton({ label, icon, variant = 'ghost', size = 'medium', ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={`${button({ variant, size })} ${styles.size[size]}`}
      data-variant={variant}
    >
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
    </AriaButton>
  );
}
