import { m, useMotionValue, useReducedMotion, useTransform, type PanInfo } from 'motion/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { PhotoPlaceholder } from '../PhotoPlaceholder';
import * as styles from './SwipeDeck.css';

export interface SwipeProfile {
  id: string;
  name: string;
  age?: number;
  region?: string;
  photoUrl?: string;
  /** The placeholder's accessible name without a photo, e.g. "Anna has no photo yet". */
  noPhotoLabel?: string;
}

export type SwipeDirection = 'like' | 'pass';

export interface SwipeCardProps {
  profile: SwipeProfile;
  /** Drag right to like, left to pass; ArrowRight and ArrowLeft do the same. */
  onSwipe: (direction: SwipeDirection, via: 'drag' | 'key') => void;
  /** Links the keyboard hint, read when the card gets focus. */
  describedBy?: string;
  /** Likes are used up: a right swipe snaps back. */
  likeDisabled?: boolean;
  /** Takes focus when shown: the card before it was decided from the keyboard. */
  focusOnMount?: boolean;
}

/** How far (px) or how fast (px/s) a drag must go to count as a swipe. */
export const SWIPE_DISTANCE = 100;
const SWIPE_VELOCITY = 600;

/** One draggable profile card of the swipe game. */
export function SwipeCard({ profile, onSwipe, describedBy, likeDisabled, focusOnMount }: SwipeCardProps) {
  const x = useMotionValue(0);
  const ref = useRef<HTMLElement>(null);
  // Only on mount: a keyboard player goes on with the next card without reaching for Tab.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void (focusOnMount && ref.current?.focus()), []);
  const reduced = useReducedMotion() ?? false;
  // The card tilts as it is dragged (not with reduced motion).
  const rotate = useTransform(x, [-240, 0, 240], reduced ? [0, 0, 0] : [-12, 0, 12]);
  const decide = (dx: number, velocity = 0): SwipeDirection | null => {
    if (dx > SWIPE_DISTANCE || velocity > SWIPE_VELOCITY) return likeDisabled ? null : 'like';
    if (dx < -SWIPE_DISTANCE || velocity < -SWIPE_VELOCITY) return 'pass';
    return null;
  };
  const onDragEnd = (_event: PointerEvent | MouseEvent | TouchEvent, info: PanInfo) => {
    const direction = decide(info.offset.x, info.velocity.x);
    if (direction) onSwipe(direction, 'drag');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' && !likeDisabled) onSwipe('like', 'key');
    else if (event.key === 'ArrowLeft') onSwipe('pass', 'key');
    else return;
    event.preventDefault();
  };
  const title = [profile.name, profile.age].filter((part) => part !== undefined).join(', ');
  return (
    <m.article
      ref={ref}
      className={styles.card}
      data-profile-id={profile.id}
      aria-label={title}
      aria-describedby={describedBy}
      tabIndex={0}
      drag="x"
      dragSnapToOrigin
      dragElastic={0.6}
      style={{ x, rotate }}
      onDragEnd={onDragEnd}
      onKeyDown={onKeyDown}
      initial={{ scale: 0.95 }}
      animate={{ scale: 1 }}
    >
      {profile.photoUrl ? (
        <img className={styles.photo} src={profile.photoUrl} alt="" draggable={false} />
      ) : (
        <PhotoPlaceholder name={profile.name} label={profile.noPhotoLabel} />
      )}
      <div className={styles.caption} aria-hidden="true">
        <span className={styles.name}>{title}</span>
        {profile.region ? <span className={styles.region}>{profile.region}</span> : null}
      </div>
    </m.article>
  );
}
