import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as styles from './chrome.css';

export interface PlainDialogProps {
  title: string;
  children: ReactNode;
  /** Escape closes it when given; without it the dialog must be answered. */
  onDismiss?: () => void;
  /**
   * The id of the element that gets focus on close when nothing outside the dialog had it before
   * (a dialog that is there when the page loads), e.g. the page's main landmark.
   */
  fallbackFocusId?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusablesIn = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];

/**
 * A minimal modal dialog that the server renders in the first HTML (a radix dialog appears only
 * once the page's scripts run): labelled, focus moved inside on open, kept inside while it is
 * open (Tab and Shift+Tab go round its controls), and given back on close.
 */
// TODO(ui): use <EntryWarningModal> once the e2e tests accept that a radix modal aria-hides the
// page behind it (e2e/index.spec.ts reads the home heading while the site-entry modal is open).
export function PlainDialog({ title, children, onDismiss, fallbackFocusId }: PlainDialogProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const active = document.activeElement;
    // What had focus before, unless it is the dialog itself (a visitor who tabbed into it before
    // the page's scripts ran) or nothing (the page had just loaded).
    const previous =
      active instanceof HTMLElement && active !== document.body && !dialog.contains(active) ? active : null;
    if (!dialog.contains(active)) focusablesIn(dialog)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusablesIn(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (!dialog.contains(current)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && current === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that lands behind the dialog (a click on the backdrop, a script) comes back into it.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) focusablesIn(dialog)[0]?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      const target =
        previous?.isConnected === true
          ? previous
          : fallbackFocusId
            ? document.getElementById(fallbackFocusId)
            : null;
      target?.focus();
    };
    // Set up once per dialog: the fallback is a fixed id.
  }, [fallbackFocusId]);

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
