import type { ReactNode } from 'react';
import {
  Radio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  fieldStyles,
  invalidFrom,
  type FieldTextProps,
} from '../Field';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'style'>, FieldTextProps {
  options: readonly RadioOption[];
}

/** A labelled group of radio buttons; arrow keys move the choice. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  options,
  isInvalid,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} isInvalid={invalidFrom(isInvalid, errorMessage)} className={fieldStyles.field}>
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={styles.radio}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span>{option.label}</span>
          </Radio>
        ))}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaRadioGroup>
  );
}
