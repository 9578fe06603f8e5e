import { useId, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { CheckIcon } from '../Icon';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className' | 'style'> {
  /** The label, next to the box. */
  children: ReactNode;
  /** Error under the checkbox (e.g. "Accept the terms to continue"); marks it invalid. */
  errorMessage?: ReactNode;
}

/** A checkbox with its label; the whole label toggles it. */
export function Checkbox({ children, errorMessage, isInvalid, id, ...props }: CheckboxProps) {
  const invalid = isInvalid ?? (errorMessage ? true : undefined);
  const errorId = `${useId()}-error`;
  return (
    <div className={styles.wrapper}>
      <AriaCheckbox
        {...props}
        id={id}
        isInvalid={invalid}
        aria-describedby={errorMessage ? errorId : props['aria-describedby']}
        className={styles.checkbox}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? '–' : isSelected ? <CheckIcon size={14} /> : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </AriaCheckbox>
      <div aria-live="polite">
        {errorMessage ? (
          <div id={errorId} className={fieldStyles.error}>
            {errorMessage}
          </div>
        ) : null}
      </div>
    </div>
  );
}
