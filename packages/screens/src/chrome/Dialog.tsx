import type { ReactNode, RefObject } from 'react';
import { Modal } from '@amori/ui';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** The buttons at the foot of the dialog. */
  actions?: ReactNode;
  /** Escape and a click outside close it when given; without it the dialog must be answered. */
  onDismiss?: () => void;
  /** Where the focus goes on close, instead of back where it was (see the library Modal). */
  finalFocus?: RefObject<HTMLElement | null>;
}

/**
 * An always-open library Modal, shown while the parent renders it: labelled by its title,
 * focus trapped inside and given back on close; locked unless `onDismiss` is given.
 */
export function Dialog({ title, children, actions, onDismiss, finalFocus }: DialogProps) {
  return (
    <Modal
      open
      size="small"
      title={title}
      locked={!onDismiss}
      actions={actions}
      finalFocus={finalFocus}
      onOpenChange={(open) => {
        if (!open) onDismiss?.();
      }}
    >
      {children}
    </Modal>
  );
}
