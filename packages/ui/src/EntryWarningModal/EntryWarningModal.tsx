import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { WarningIcon } from '../Icon/icons';
import { Modal } from '../Modal/Modal';
import * as styles from './EntryWarningModal.css';

export interface EntryWarningModalProps {
  open: boolean;
  title: ReactNode;
  /** The warning itself, e.g. that the site is for adults only. */
  children: ReactNode;
  enterLabel: string;
  leaveLabel: string;
  /** The visitor confirms: the site remembers it and closes the modal. */
  onEnter: () => void;
  /** The visitor declines: the site sends them away. */
  onLeave: () => void;
}

/**
 * The entry (age) warning: a locked Modal that only its two choices close. Neither Escape nor
 * a click outside dismisses it, and there is no close button. Focus starts on the first
 * choice (leave), the safe one.
 */
export function EntryWarningModal({
  open,
  title,
  children,
  enterLabel,
  leaveLabel,
  onEnter,
  onLeave,
}: EntryWarningModalProps) {
  return (
    <Modal
      open={open}
      locked
      size="small"
      title={title}
      actions={
        <>
          <Button variant="outline" onPress={onLeave}>
            {leaveLabel}
          </Button>
          <Button variant="primary" onPress={onEnter}>
            {enterLabel}
          </Button>
        </>
      }
    >
      <div className={styles.body} data-entry-warning="">
        <span className={styles.icon} aria-hidden="true">
          <WarningIcon />
        </span>
        <div>{children}</div>
      </div>
    </Modal>
  );
}
