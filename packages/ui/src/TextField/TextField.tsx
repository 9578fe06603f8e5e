import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { fieldStyles, NativeFieldHelp, useNativeField, type FieldTextProps } from '../Field';
import * as styles from './TextField.css';

export interface TextFieldProps
  extends
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      | 'children'
      | 'className'
      | 'style'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'disabled'
      | 'readOnly'
      | 'required'
      | 'size'
    >,
    FieldTextProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Marks the field invalid without a message (a message marks it by itself). */
  isInvalid?: boolean;
  /**
   * `native` (the default): the browser checks `required` and the input's type before its form
   * submits. `aria`: the field is only announced as required; the screen checks and says why.
   */
  validationBehavior?: 'native' | 'aria';
  /** Content after the input inside the box, e.g. a show-password toggle. */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled single-line text input with help text and an announced error. The platform's own
 * input: react-aria's field and validation code would be most of a sign-in page's own script.
 */
export function TextField({
  label,
  description,
  errorMessage,
  endAdornment,
  isInvalid,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  validationBehavior = 'native',
  onChange,
  id,
  type = 'text',
  ...props
}: TextFieldProps) {
  const field = useNativeField({ id, description, errorMessage, isInvalid });
  const state = field.stateAttributes(isDisabled);
  const input = (
    <input
      {...props}
      {...(endAdornment ? {} : state)}
      id={field.controlId}
      type={type}
      className={endAdornment ? fieldStyles.bareInput : `${fieldStyles.control} ${styles.input}`}
      disabled={isDisabled}
      readOnly={isReadOnly}
      required={isRequired && validationBehavior === 'native'}
      aria-required={isRequired && validationBehavior === 'aria' ? true : undefined}
      aria-invalid={field.invalid || undefined}
      aria-describedby={field.describedBy}
      onChange={(event) => onChange?.(event.currentTarget.value)}
    />
  );
  return (
    <div className={fieldStyles.field} {...state}>
      <label htmlFor={field.controlId} className={fieldStyles.label}>
        {label}
      </label>
      {endAdornment ? (
        <div className={fieldStyles.control} {...state}>
          {input}
          {endAdornment}
        </div>
      ) : (
        input
      )}
      <NativeFieldHelp field={field} description={description} errorMessage={errorMessage} />
    </div>
  );
}
