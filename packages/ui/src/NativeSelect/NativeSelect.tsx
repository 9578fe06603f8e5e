import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { fieldStyles, NativeFieldHelp, useNativeField } from '../Field';
import { ChevronDownIcon } from '../Icon';
import type { SelectOption } from '../Select/Select';
import * as styles from './NativeSelect.css';

export interface NativeSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'disabled' | 'required'
> {
  /** Visible label. */
  label: ReactNode;
  /** Help under the control. */
  description?: ReactNode;
  /** Error under the control; setting it marks the field invalid. */
  errorMessage?: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** A first, unselectable option shown while nothing is chosen. */
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The platform's own `<select>` in the library's field: the phone's native picker, no script
 * beyond React (Select, with its styled listbox, brings react-aria's listbox and popover code).
 * Best for short lists of plain options.
 */
export function NativeSelect({
  label,
  description,
  errorMessage,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  isDisabled = false,
  isRequired = false,
  isInvalid,
  id,
  ...props
}: NativeSelectProps) {
  const field = useNativeField({ id, description, errorMessage, isInvalid });
  return (
    <div className={fieldStyles.field} {...field.stateAttributes(isDisabled)}>
      <label htmlFor={field.controlId} className={fieldStyles.label}>
        {label}
      </label>
      <div className={`${fieldStyles.control} ${styles.control}`}>
        <select
          {...props}
          id={field.controlId}
          className={styles.select}
          value={value}
          defaultValue={
            value === undefined ? (defaultValue ?? (placeholder !== undefined ? '' : undefined)) : undefined
          }
          disabled={isDisabled}
          required={isRequired}
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.describedBy}
          onChange={(event) => onChange?.(event.currentTarget.value)}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} aria-hidden />
      </div>
      <NativeFieldHelp field={field} description={description} errorMessage={errorMessage} />
    </div>
  );
}
