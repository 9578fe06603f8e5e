import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
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
import * as styles from './ComboBox.css';

export interface ComboBoxOption {
  value: string;
  label: string;
}

export interface ComboBoxProps
  extends
    Omit<
      AriaComboBoxProps<ComboBoxOption>,
      'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'items' | 'defaultItems'
    >,
    FieldTextProps {
  options: readonly ComboBoxOption[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  /** Accessible name of the button that opens the list, e.g. "Show suggestions". */
  buttonLabel: string;
  /** Shown in the list when nothing matches, e.g. "No city found". */
  emptyText?: string;
}

/** A text input with a filtered list of suggestions (e.g. city). */
export function ComboBox({
  label,
  description,
  errorMessage,
  options,
  isInvalid,
  onChange,
  placeholder,
  buttonLabel,
  emptyText,
  ...props
}: ComboBoxProps) {
  return (
    <AriaComboBox
      {...props}
      defaultItems={options}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      onChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
      className={fieldStyles.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.control}>
        <Input className={fieldStyles.bareInput} placeholder={placeholder} />
        <Button className={fieldStyles.iconButton} aria-label={buttonLabel}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={fieldStyles.popover}>
        <ListBox
          className={fieldStyles.listBox}
          renderEmptyState={() => (emptyText ? <div className={styles.empty}>{emptyText}</div> : null)}
        >
          {(option: ComboBoxOption) => (
            <ListBoxItem id={option.value} textValue={option.label} className={fieldStyles.option}>
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
    </AriaComboBox>
  );
}
