import type { ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { CloseIcon } from '../Icon/icons';
import * as overlay from '../styles/overlay.css';
import * as styles from './Toast.css';

export const toastTones = ['info', 'success', 'warning', 'danger'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastProps {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it closes itself (paused while hovered or focused); Infinity keeps it. */
  duration?: number;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the dismiss button. */
  closeLabel: string;
  /** One optional action, e.g. "Undo"; `altText` tells screen reader users how to reach it. */
  action?: { label: string; altText: string; onAction: () => void };
}

/**
 * One notification; render inside a Toaster. Danger toasts are announced assertively, the
 * others politely (radix announces the text in a live region when the toast opens).
 */
export function Toast({
  title,
  description,
  tone = 'info',
  duration,
  open,
  onOpenChange,
  closeLabel,
  action,
}: ToastProps) {
  return (
    <RadixToast.Root
      className={`${styles.toast} ${styles.tone[tone]}`}
      data-tone={tone}
      type={tone === 'danger' ? 'foreground' : 'background'}
      duration={duration}
      open={open}
      onOpenChange={onOpenChange}
    >
      <div className={styles.main}>
        <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
        {description ? (
          <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
        ) : null}
      </div>
      {action ? (
        <RadixToast.Action
          altText={action.altText}
          className={`${overlay.textButton} ${styles.action}`}
          onClick={action.onAction}
        >
          {action.label}
        </RadixToast.Action>
      ) : null}
      <RadixToast.Close className={overlay.closeButton} aria-label={closeLabel}>
        <CloseIcon />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
