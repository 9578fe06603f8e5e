import { useState } from 'react';
import { fieldStyles } from '../Field';
import { EyeIcon, EyeOffIcon } from '../Icon';
import { TextField, type TextFieldProps } from '../TextField';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Accessible name of the toggle while the password is hidden, e.g. "Show password". */
  showLabel: string;
  /** Accessible name of the toggle while the password is shown, e.g. "Hide password". */
  hideLabel: string;
  /** Start with the password visible. */
  defaultVisible?: boolean;
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  showLabel,
  hideLabel,
  defaultVisible = false,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      {...props}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className={`${fieldStyles.iconButton} ${styles.toggle}`}
          aria-label={visible ? hideLabel : showLabel}
          data-visible={visible || undefined}
          disabled={props.isDisabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
