import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { Toast, type ToastProps } from './Toast';
import * as styles from './Toast.css';

export type ToastOptions = Omit<ToastProps, 'open' | 'onOpenChange' | 'closeLabel'>;

interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (toast: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere below a Toaster. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a <Toaster>.');
  return api;
}

export interface ToasterProps {
  children?: ReactNode;
  /** Default milliseconds before a toast closes itself. */
  duration?: number;
  /** Spoken before each announced toast, e.g. "Notification". */
  label: string;
  /** Name of the toast region; `{hotkey}` is replaced by the key that jumps there (F8). */
  regionLabel: string;
  /** Accessible name of every toast's dismiss button, e.g. "Dismiss". */
  closeLabel: string;
  /** The swipe that dismisses a toast; use `left` in right-to-left layouts. */
  swipeDirection?: 'left' | 'right' | 'up' | 'down';
}

/** Where toasts stack (bottom end, at most 350 px wide), plus the `useToast()` API. */
export function Toaster({
  children,
  duration = 5000,
  label,
  regionLabel,
  closeLabel,
  swipeDirection = 'right',
}: ToasterProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((all) => all.map((t) => (t.id === id ? { ...t, open: false } : t)));
    // Keep it mounted for its exit animation, then drop it.
    window.setTimeout(() => setToasts((all) => all.filter((t) => t.id !== id)), 1000);
  }, []);

  const show = useCallback((toast: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts((all) => [...all, { ...toast, id, open: true }]);
    return id;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={label} swipeDirection={swipeDirection}>
        {children}
        {toasts.map(({ id, open, ...toast }) => (
          <Toast
            key={id}
            {...toast}
            open={open}
            closeLabel={closeLabel}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
            }}
          />
        ))}
        <RadixToast.Viewport className={styles.viewport} label={regionLabel} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
