import type { ReactNode } from 'react';
import {
  Group,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  fieldStyles,
  invalidFrom,
  type FieldTextProps,
} from '../Field';
import * as styles from './TextField.css';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style'>, FieldTextProps {
  placeholder?: string;
  /** Content after the input inside the box, e.g. a show-password toggle. */
  endAdornment?: ReactNode;
}

/** A labelled single-line text input with help text and an announced error. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  endAdornment,
  isInvalid,
  ...props
}: TextFieldProps) {
  const invalid = invalidFrom(isInvalid, errorMessage);
  return (
    <AriaTextField {...props} isInvalid={invalid} className={fieldStyles.field}>
      <FieldLabel>{label}</FieldLabel>
      {endAdornment ? (
        <Group className={fieldStyles.control} data-invalid={invalid || undefined}>
          <Input className={fieldStyles.bareInput} placeholder={placeholder} />
          {endAdornment}
        </Group>
      ) : (
        <Input className={`${fieldStyles.control} ${styles.input}`} placeholder={placeholder} />
      )}
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
