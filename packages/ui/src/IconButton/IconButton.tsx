import type { ReactNode } from 'react';
import { button } from '../Button/Button.css';
import type { ButtonSize, ButtonVariant, NativeButtonProps } from '../Button/Button';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<NativeButtonProps, 'aria-label' | 'aria-labelledby'> {
  /** The accessible name, required: the icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  variant?: Exclude<ButtonVariant, 'link'>;
  size?: ButtonSize;
}

/** A square, icon-only native button with a required accessible label. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'medium',
  onPress,
  isDisabled = false,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      aria-label={label}
      className={`${button({ variant, size })} ${styles.size[size]}`}
      data-variant={variant}
      onClick={onPress}
    >
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
    </button>
  );
}
