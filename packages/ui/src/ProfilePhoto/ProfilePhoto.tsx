import { Button } from '../Button';
import { ImagesIcon, LockIcon, MaskIcon } from '../Icon';
import { PhotoPlaceholder } from '../PhotoPlaceholder';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './ProfilePhoto.css';

export interface ProfilePhotoProps {
  /** The photo; without one, the photo placeholder stands in (the same size). */
  src?: string | null;
  /** Alternative text, e.g. "Photo of Anna". */
  alt: string;
  /** The placeholder's accessible name when there is no photo, e.g. "Anna has no photo yet". */
  noPhotoLabel?: string;
  /** Hidden photos show blurred with a call to action (decisions.md: who may see what). */
  locked?: boolean;
  /** The call to action on a locked photo, e.g. "Get Premium to see all photos". */
  unlockLabel?: string;
  /** A line above the button on a locked photo. */
  lockedText?: string;
  onUnlock?: () => void;
  /** How many photos the profile has; shown as a chip when above 1. */
  photoCount?: number;
  /** Accessible text of the count, e.g. "7 photos". */
  photoCountLabel?: string;
  /** Marks a fictional (operator-run) profile with an icon and this label. */
  fictionalLabel?: string;
  /**
   * The page's largest image (a profile page's main photo): the browser fetches it before the
   * page's other images and scripts, so that it paints early.
   */
  priority?: boolean;
}

/**
 * A profile's main photo: locked (blurred with a call to action), photo count, fictional mark;
 * the photo placeholder where the profile has no photo.
 */
export function ProfilePhoto({
  src,
  alt,
  noPhotoLabel,
  locked = false,
  unlockLabel,
  lockedText,
  onUnlock,
  photoCount,
  photoCountLabel,
  fictionalLabel,
  priority = false,
}: ProfilePhotoProps) {
  return (
    <figure
      className={styles.root}
      data-locked={locked || undefined}
      data-fictional={fictionalLabel ? true : undefined}
    >
      {/* A locked photo is blurred on purpose: it has nothing to describe. */}
      {src ? (
        <img
          className={styles.image}
          src={src}
          alt={locked ? '' : alt}
          draggable={false}
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
      ) : (
        <PhotoPlaceholder label={noPhotoLabel ?? alt} />
      )}
      {locked ? (
        <div className={styles.lockPanel}>
          <LockIcon size={32} />
          {lockedText ? <p className={styles.lockText}>{lockedText}</p> : null}
          {unlockLabel ? (
            <Button variant="primary" onPress={onUnlock}>
              {unlockLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
      {fictionalLabel ? (
        <span className={styles.fictional}>
          <MaskIcon />
          {fictionalLabel}
        </span>
      ) : null}
      {photoCount && photoCount > 1 ? (
        <span className={styles.count}>
          <ImagesIcon />
          <span aria-hidden="true">{photoCount}</span>
          {photoCountLabel ? <span className={visuallyHidden}>{photoCountLabel}</span> : null}
        </span>
      ) : null}
    </figure>
  );
}
