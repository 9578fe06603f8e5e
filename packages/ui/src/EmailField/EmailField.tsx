import { TextField, type TextFieldProps } from '../TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/** A TextField for an e-mail address: the right keyboard, autofill and browser validation. */
export function EmailField({ autoComplete = 'email', ...props }: EmailFieldProps) {
  return <TextField {...props} type="email" inputMode="email" autoComplete={autoComplete} />;
}
