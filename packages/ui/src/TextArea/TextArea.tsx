import { useId, useState } from 'react';
import {
  TextArea as AriaTextArea,
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
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'type'>, FieldTextProps {
  placeholder?: string;
  rows?: number;
  /** The counter's text, e.g. `(n, max) => \`${n} / ${max}\``; shown when `maxLength` is set. */
  counterText?: (length: number, maxLength: number) => string;
}

/** A multi-line text field with an optional counter against its maximum length. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  counterText = (n, max) => `${n} / ${max}`,
  isInvalid,
  onChange,
  ...props
}: TextAreaProps) {
  const [uncontrolled, setUncontrolled] = useState(props.defaultValue ?? '');
  const length = (props.value ?? uncontrolled).length;
  const max = props.maxLength;
  const counterId = useId();
  const nearLimit = max !== undefined && length >= max * 0.9;
  return (
    <AriaTextField
      {...props}
      onChange={(v) => {
        setUncontrolled(v);
        onChange?.(v);
      }}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      aria-describedby={max !== undefined ? counterId : undefined}
      className={fieldStyles.field}
      data-length={length}
    >
      <FieldLabel>{label}</FieldLabel>
      <AriaTextArea
        className={`${fieldStyles.control} ${styles.textArea}`}
        placeholder={placeholder}
        rows={rows}
      />
      <div className={styles.footer}>
        <FieldDescription>{description}</FieldDescription>
        {max !== undefined ? (
          <span id={counterId} className={styles.counter} data-near-limit={nearLimit || undefined}>
            {counterText(length, max)}
          </span>
        ) : null}
      </div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
