import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { PAYMENT_METHOD_NAMES, type PaymentMethod } from '@amori/core';
import { PaymentMark } from './marks';
import * as styles from './PaymentMethodPicker.css';

export interface PaymentMethodPickerProps {
  /** The methods offered, in order: usually `paymentMethodsFor(country)` from @amori/core. */
  methods: readonly PaymentMethod[];
  /** Visible group label, e.g. "Choose a payment method". */
  label: string;
  description?: string;
  /** Shown when no method is offered. */
  emptyText?: string;
  value?: PaymentMethod | null;
  defaultValue?: PaymentMethod;
  onChange?: (method: PaymentMethod) => void;
  isDisabled?: boolean;
  /** Display names; brand names are the same in every language, so the core names are the default. */
  names?: Partial<Record<PaymentMethod, string>>;
}

/** A radio group of payment methods with their marks; arrow keys move the selection. */
export function PaymentMethodPicker({
  methods,
  label,
  description,
  emptyText,
  value,
  defaultValue,
  onChange,
  isDisabled,
  names,
}: PaymentMethodPickerProps) {
  return (
    <RadioGroup
      className={styles.group}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => onChange?.(next as PaymentMethod)}
      isDisabled={isDisabled}
      data-empty={methods.length === 0 || undefined}
    >
      <Label className={styles.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      {methods.length === 0 && emptyText ? <p className={styles.empty}>{emptyText}</p> : null}
      <div className={styles.options}>
        {methods.map((method) => (
          <Radio key={method} value={method} className={styles.option} data-method={method}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.name}>{names?.[method] ?? PAYMENT_METHOD_NAMES[method]}</span>
            <PaymentMark method={method} />
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
