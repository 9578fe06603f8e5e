import { useId, type ReactNode } from 'react';
import { WarningIcon } from '../Icon';
import * as styles from './Field.css';

const hasContent = (node: ReactNode) => node !== undefined && node !== null && node !== '' && node !== false;

/**
 * What a field around the platform's own control (no react-aria) needs: the control's id, the ids
 * that describe it, and whether it is invalid (explicitly, or because it shows an error).
 */
export function useNativeField(props: {
  id?: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
}) {
  const ownId = useId();
  const controlId = props.id ?? ownId;
  const invalid = props.isInvalid ?? hasContent(props.errorMessage);
  const descriptionId = hasContent(props.description) ? `${controlId}-description` : undefined;
  const errorId = invalid && hasContent(props.errorMessage) ? `${controlId}-error` : undefined;
  return {
    controlId,
    invalid,
    descriptionId,
    errorId,
    describedBy: [descriptionId, errorId].filter(Boolean).join(' ') || undefined,
    /** On the field and its control box, for the invalid and disabled looks. */
    stateAttributes: (isDisabled: boolean) => ({
      'data-invalid': invalid || undefined,
      'data-disabled': isDisabled || undefined,
    }),
  };
}

/**
 * The help and the error under a native field. The error's polite live region is always in the
 * page, so a screen reader announces a message when it appears.
 */
export function NativeFieldHelp({
  field: { descriptionId, errorId },
  description,
  errorMessage,
}: {
  field: ReturnType<typeof useNativeField>;
  description?: ReactNode;
  errorMessage?: ReactNode;
}) {
  return (
    <>
      {descriptionId && (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      )}
      <div className={styles.errorRegion} aria-live="polite">
        {errorId && (
          <div id={errorId} className={styles.error}>
            <WarningIcon />
            <span>{errorMessage}</span>
          </div>
        )}
      </div>
    </>
  );
}
