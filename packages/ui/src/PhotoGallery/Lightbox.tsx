import * as Dialog from 'radix-ui/dialog';
import { m, type PanInfo } from 'motion/react';
import type { KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../Icon';
import { MotionScope } from '../internal/motion';
import * as styles from './PhotoGallery.css';

export interface LightboxPhoto {
  id: string;
  src: string;
  alt: string;
}

export interface LightboxLabels {
  /** The dialog's title, e.g. "Anna's photos". */
  title: string;
  close: string;
  previous: string;
  next: string;
  /** e.g. `(n, total) => `Photo ${n} of ${total}``. */
  counter: (position: number, total: number) => string;
}

export interface LightboxProps {
  photos: readonly LightboxPhoto[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  labels: LightboxLabels;
  /** Where focus goes on close, e.g. the thumbnail that opened it (radix returns it only to a Trigger). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

const SWIPE = 80;

/** Full-screen photos: previous/next buttons, arrow keys, swipe, Escape closes. */
export function Lightbox({ photos, index, onIndexChange, onClose, labels, returnFocusTo }: LightboxProps) {
  const open = index !== null && photos.length > 0;
  const current = open ? Math.min(Math.max(index, 0), photos.length - 1) : 0;
  const photo = photos[current];
  const go = (to: number) => {
    if (to >= 0 && to < photos.length) onIndexChange(to);
  };
  // Arrow keys follow the reading direction of the page: in RTL, ArrowLeft goes forward.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    if (event.key === 'ArrowRight') go(rtl ? current - 1 : current + 1);
    else if (event.key === 'ArrowLeft') go(rtl ? current + 1 : current - 1);
    else return;
    event.preventDefault();
  };
  const onDragEnd = (_event: PointerEvent | MouseEvent | TouchEvent, info: PanInfo) => {
    if (info.offset.x < -SWIPE) go(current + 1);
    else if (info.offset.x > SWIPE) go(current - 1);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className={styles.bar}>
            <Dialog.Title className={styles.title}>{labels.title}</Dialog.Title>
            <Dialog.Close className={styles.iconButton} aria-label={labels.close}>
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>
          <div className={styles.stage}>
            {photo ? (
              <MotionScope>
                <m.img
                  key={photo.id}
                  className={styles.photo}
                  src={photo.src}
                  alt={photo.alt}
                  draggable={false}
                  drag="x"
                  dragSnapToOrigin
                  onDragEnd={onDragEnd}
                  data-testid="lightbox-photo"
                />
              </MotionScope>
            ) : null}
          </div>
          <div className={styles.nav}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={labels.previous}
              disabled={current === 0}
              onClick={() => go(current - 1)}
            >
              <ChevronLeftIcon size={22} />
            </button>
            <span className={styles.counter} aria-live="polite">
              {labels.counter(current + 1, photos.length)}
            </span>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={labels.next}
              disabled={current === photos.length - 1}
              onClick={() => go(current + 1)}
            >
              <ChevronRightIcon size={22} />
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
