import { m, useMotionValue, useReducedMotion, useTransform, type PanInfo } from 'motion/react';
import type { KeyboardEvent } from 'react';
import * as styles from './SwipeDeck.css';

export interface SwipeProfile {
  id: string;
  name: string;
  age?: number;
  region?: string;
  photoUrl?: string;
}

export type SwipeDirection = 'like' | 'pass';

export interface SwipeCardProps {
  profile: SwipeProfile;
  /** Drag right to like, left to pass; ArrowRight and ArrowLeft do the same. */
  onSwipe: (direction: SwipeDirection) => void;
  /** Links the keyboard hint, read when the card gets focus. */
  describedBy?: string;
  /** Likes are used up: a right swipe snaps back. */
  likeDisabled?: boolean;
}

/** How far (px) or how fast (px/s) a drag must go to count as a swipe. */
export const SWIPE_DISTANCE = 100;
const SWIPE_VELOCITY = 600;

/** One draggable profile card of the swipe game. */
export function SwipeCard({ profile, onSwipe, describedBy, likeDisabled }: SwipeCardProps) {
  const x = useMotionValue(0);
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
    if (direction) onSwipe(direction);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' && !likeDisabled) onSwipe('like');
    else if (event.key === 'ArrowLeft') onSwipe('pass');
    else return;
    event.preventDefault();
  };
  const title = [profile.name, profile.age].filter((part) => part !== undefined).join(', ');
  return (
    <m.article
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
      ) : null}
      <div className={styles.caption} aria-hidden="true">
        <span className={styles.name}>{title}</span>
        {profile.region ? <span className={styles.region}>{profile.region}</span> : null}
      </div>
    </m.article>
  );
}
