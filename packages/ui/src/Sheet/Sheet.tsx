import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { CloseIcon } from '../Icon/icons';
import { useReturnFocus } from '../Modal/Modal';
import * as overlay from '../styles/overlay.css';
import * as styles from './Sheet.css';

export const sheetSides = ['start', 'end'] as const;
export type SheetSide = (typeof sheetSides)[number];

export interface SheetProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the foot, e.g. "Apply filters". */
  footer?: ReactNode;
  /** The edge it slides from, in reading direction: `end` is right in LTR, left in RTL. */
  side?: SheetSide;
  /** Accessible name of the close button. */
  closeLabel: string;
}

/** A side panel (mobile navigation, search filters) on radix Dialog. */
export function Sheet({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  side = 'end',
  closeLabel,
}: SheetProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay.backdrop} data-part="backdrop" />
        <Dialog.Content
          className={`${styles.content} ${styles.side[side]}`}
          data-side={side}
          {...returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <div className={styles.headings}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className={styles.description}>{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close className={overlay.closeButton} aria-label={closeLabel}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
