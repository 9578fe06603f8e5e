import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  fieldStyles,
  invalidFrom,
  type FieldTextProps,
} from '../Field';
import { CheckIcon, ChevronDownIcon } from '../Icon';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends
    Omit<
      AriaSelectProps<SelectOption>,
      'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'items'
    >,
    FieldTextProps {
  options: readonly SelectOption[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** Text while nothing is chosen. */
  placeholder?: string;
}

/** A labelled dropdown of options (a listbox in a popover; type to jump). */
export function Select({
  label,
  description,
  errorMessage,
  options,
  isInvalid,
  onChange,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      onChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
      className={fieldStyles.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <Button className={`${fieldStyles.control} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={fieldStyles.popover}>
        <ListBox className={fieldStyles.listBox} items={options}>
          {(option) => (
            <ListBoxItem
              id={option.value}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={fieldStyles.option}
            >
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {isSelected ? <CheckIcon aria-hidden /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
