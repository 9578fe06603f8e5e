import { useRef, type ReactNode, type RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { CloseIcon } from '../Icon/icons';
import * as overlay from '../styles/overlay.css';
import * as styles from './Modal.css';

export const modalSizes = ['small', 'medium', 'large'] as const;
export type ModalSize = (typeof modalSizes)[number];

export interface ModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Names the dialog for screen readers. */
  title: ReactNode;
  /** A sentence under the title; it describes the dialog to screen readers. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the foot, e.g. Cancel and Confirm; they close the modal through `onOpenChange`. */
  actions?: ReactNode;
  /**
   * Cannot be closed by Escape, a backdrop click or the close button, e.g. while signing up.
   * Only the actions can close it.
   */
  locked?: boolean;
  /** Label of the corner close button; without it (or when locked) there is no close button. */
  closeLabel?: string;
  size?: ModalSize;
  /**
   * Where the focus goes when the modal closes, instead of back where it was: the control a choice
   * in the modal leads to. A modal that opened by itself (on page load) has nowhere to give the
   * focus back, and without it the focus falls to the document.
   */
  finalFocus?: RefObject<HTMLElement | null>;
}

/** A modal dialog on radix Dialog: focus is trapped inside and returns where it was on close. */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  actions,
  locked = false,
  closeLabel,
  size = 'medium',
  finalFocus,
}: ModalProps) {
  const preventWhenLocked = (event: Event) => {
    if (locked) event.preventDefault();
  };
  const returnFocus = useReturnFocus(finalFocus);
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay.backdrop} data-part="backdrop" data-locked={locked || undefined} />
        <Dialog.Content
          className={`${styles.content} ${styles.size[size]}`}
          data-locked={locked || undefined}
          data-size={size}
          {...returnFocus}
          onEscapeKeyDown={preventWhenLocked}
          onPointerDownOutside={preventWhenLocked}
          onInteractOutside={preventWhenLocked}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <div className={styles.headings}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className={styles.description}>{description}</Dialog.Description>
              ) : null}
            </div>
            {closeLabel && !locked ? (
              <Dialog.Close className={overlay.closeButton} aria-label={closeLabel}>
                <CloseIcon />
              </Dialog.Close>
            ) : null}
          </div>
          {children ? <div className={styles.body}>{children}</div> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Modals here are opened from state, not from a Dialog.Trigger, so radix has no trigger to
 * refocus: remember what had focus when the dialog opened and give focus back to it on close,
 * or to `finalFocus` when given.
 */
export function useReturnFocus(finalFocus?: RefObject<HTMLElement | null>) {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      previous.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = finalFocus?.current?.isConnected ? finalFocus.current : previous.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
