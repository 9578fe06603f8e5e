import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { ChevronDownIcon, WarningIcon } from '../Icon';
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
  const ownId = useId();
  const selectId = id ?? ownId;
  const descriptionId = `${selectId}-description`;
  const errorId = `${selectId}-error`;
  const invalid = isInvalid ?? Boolean(errorMessage);
  const hasDescription = description !== undefined && description !== null && description !== '';
  const describedBy = [hasDescription && descriptionId, invalid && errorMessage && errorId].filter(Boolean);
  return (
    <div
      className={fieldStyles.field}
      data-invalid={invalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
      </label>
      <div className={`${fieldStyles.control} ${styles.control}`}>
        <select
          {...props}
          id={selectId}
          className={styles.select}
          value={value}
          defaultValue={
            value === undefined ? (defaultValue ?? (placeholder !== undefined ? '' : undefined)) : undefined
          }
          disabled={isDisabled}
          required={isRequired}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
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
      {hasDescription && (
        <div id={descriptionId} className={fieldStyles.description}>
          {description}
        </div>
      )}
      {/* Always in the page, so a screen reader announces the message when it appears. */}
      <div className={fieldStyles.errorRegion} aria-live="polite">
        {errorMessage ? (
          <div id={errorId} className={fieldStyles.error}>
            <WarningIcon />
            <span>{errorMessage}</span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
