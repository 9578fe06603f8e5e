import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { WarningIcon } from '../Icon';
import * as styles from './Field.css';

/** The text every field takes through props (ui has no i18n of its own). */
export interface FieldTextProps {
  /** Visible label. */
  label: ReactNode;
  /** Help under the control. */
  description?: ReactNode;
  /** Error under the control; setting it marks the field invalid. */
  errorMessage?: ReactNode;
}

export function FieldLabel({ children }: { children: ReactNode }) {
  return <Label className={styles.label}>{children}</Label>;
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/**
 * The error under a field. The polite live region is always in the page, so a screen reader
 * announces the message when it appears; react-aria links it to the control (aria-describedby).
 */
export function FieldErrorMessage({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.errorRegion} aria-live="polite">
      <FieldError className={styles.error}>
        {children ? (
          <>
            <WarningIcon />
            <span>{children}</span>
          </>
        ) : undefined}
      </FieldError>
    </div>
  );
}

/** `isInvalid` for a react-aria field: explicit, or implied by an error message. */
export const invalidFrom = (isInvalid: boolean | undefined, errorMessage: ReactNode) =>
  isInvalid ?? (errorMessage ? true : undefined);
