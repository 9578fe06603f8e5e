import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import * as styles from './GiftPicker.css';

export interface Gift {
  id: string;
  name: string;
  credits: number;
  /** A picture: an <img>, an icon or an inline SVG. */
  picture?: ReactNode;
}

export interface GiftPickerProps {
  gifts: readonly Gift[];
  /** Group label, e.g. "Choose a gift". */
  label: string;
  /** Cost text, e.g. `(credits) => `${credits} credits``. */
  costLabel: (credits: number) => string;
  value?: string | null;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Gifts above this balance are disabled. */
  balance?: number;
  isDisabled?: boolean;
}

/** A grid of gifts with their credit cost; one is chosen like a radio button (arrow keys move). */
export function GiftPicker({
  gifts,
  label,
  costLabel,
  value,
  defaultValue,
  onChange,
  balance,
  isDisabled,
}: GiftPickerProps) {
  const unaffordable = balance === undefined ? [] : gifts.filter((g) => g.credits > balance).map((g) => g.id);
  return (
    <RadioGroup
      className={styles.group}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      isDisabled={isDisabled}
      orientation="horizontal"
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.grid}>
        {gifts.map((gift) => (
          <Radio
            key={gift.id}
            value={gift.id}
            className={styles.gift}
            isDisabled={unaffordable.includes(gift.id)}
            data-gift={gift.id}
          >
            <span className={styles.picture} aria-hidden="true">
              {gift.picture}
            </span>
            <span className={styles.name}>{gift.name}</span>
            <span className={styles.cost}>{costLabel(gift.credits)}</span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
