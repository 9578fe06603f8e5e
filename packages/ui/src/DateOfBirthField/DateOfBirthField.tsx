import { useState } from 'react';
import { getLocalTimeZone, parseDate, today, type CalendarDate } from '@internationalized/date';
import { DateField, DateInput, DateSegment, I18nProvider } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles, type FieldTextProps } from '../Field';
import * as styles from './DateOfBirthField.css';

export interface DateOfBirthFieldProps extends FieldTextProps {
  /** Locale that orders day, month and year, e.g. "en-US" (M/D/Y) or "nl" (D-M-Y). */
  locale: string;
  /** ISO date "YYYY-MM-DD", or null when empty. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** Minimum age in years; a later date shows `tooYoungMessage`. */
  minAge?: number;
  /** Shown (and announced) when the date is less than `minAge` years ago. */
  tooYoungMessage?: string;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
}

const toDate = (iso: string | null | undefined): CalendarDate | null | undefined =>
  iso === undefined ? undefined : iso === null ? null : parseDate(iso);

/**
 * Date of birth as day, month and year segments in the locale's order; typing digits moves
 * from one segment to the next. Values are ISO strings, so callers need no date library.
 */
export function DateOfBirthField({
  label,
  description,
  errorMessage,
  locale,
  value,
  defaultValue,
  onChange,
  minAge,
  tooYoungMessage,
  isInvalid,
  ...props
}: DateOfBirthFieldProps) {
  const [current, setCurrent] = useState<CalendarDate | null>(toDate(value ?? defaultValue) ?? null);
  const shown = value !== undefined ? (toDate(value) ?? null) : current;
  const latest = minAge === undefined ? undefined : today(getLocalTimeZone()).subtract({ years: minAge });
  const tooYoung = !!(shown && latest && shown.compare(latest) > 0);
  const message = errorMessage || (tooYoung ? tooYoungMessage : undefined);
  return (
    <I18nProvider locale={locale}>
      <DateField
        {...props}
        value={value === undefined ? undefined : toDate(value)}
        defaultValue={value === undefined ? toDate(defaultValue) : undefined}
        onChange={(date) => {
          setCurrent(date);
          onChange?.(date ? date.toString() : null);
        }}
        isInvalid={isInvalid ?? (message ? true : undefined)}
        granularity="day"
        shouldForceLeadingZeros
        className={fieldStyles.field}
        data-locale={locale}
        data-too-young={tooYoung || undefined}
      >
        <FieldLabel>{label}</FieldLabel>
        <DateInput className={`${fieldStyles.control} ${styles.input}`}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorMessage>{message}</FieldErrorMessage>
      </DateField>
    </I18nProvider>
  );
}
