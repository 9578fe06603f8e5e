import { useId, type ReactNode } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import { button } from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { CloseIcon } from '../Icon/icons';
import * as overlay from '../styles/overlay.css';
import * as styles from './Popover.css';

export interface PopoverProps {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** Accessible name of the trigger when it shows only an icon. */
  triggerLabel?: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  /** A heading inside; it also names the popover for screen readers. */
  title: ReactNode;
  children: ReactNode;
  /** Accessible name of a close button inside; without it, Escape or a click outside closes. */
  closeLabel?: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A non-modal floating panel (e.g. "what are credits?") anchored to its trigger button. */
export function Popover({
  trigger,
  triggerLabel,
  triggerVariant = 'outline',
  triggerSize = 'medium',
  title,
  children,
  closeLabel,
  side = 'bottom',
  align = 'center',
  open,
  onOpenChange,
}: PopoverProps) {
  const titleId = useId();
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger
        className={button({ variant: triggerVariant, size: triggerSize })}
        aria-label={triggerLabel}
      >
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={`${overlay.floating} ${styles.content}`}
          side={side}
          align={align}
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={titleId}
        >
          <div className={styles.header}>
            <p id={titleId} className={styles.title}>
              {title}
            </p>
            {closeLabel ? (
              <RadixPopover.Close
                className={`${overlay.closeButton} ${styles.close}`}
                aria-label={closeLabel}
              >
                <CloseIcon />
              </RadixPopover.Close>
            ) : null}
          </div>
          <div>{children}</div>
          <RadixPopover.Arrow className={styles.arrow} width={14} height={7} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
