import { useId, useState } from 'react';
import { Button } from '../Button';
import { CloseIcon, HeartFilledIcon } from '../Icon';
import { MotionScope } from '../internal/motion';
import { PhotoPlaceholder } from '../PhotoPlaceholder';
import { SwipeCard, type SwipeDirection, type SwipeProfile } from './SwipeCard';
import * as styles from './SwipeDeck.css';

export interface SwipeDeckProps {
  profiles: readonly SwipeProfile[];
  onLike: (id: string) => void;
  onPass: (id: string) => void;
  likeLabel: string;
  passLabel: string;
  /** The remaining-likes counter, e.g. "3 likes left today". */
  remainingText?: string;
  /** No likes left (the swipe game allows 4 a day): Like and right swipes are off. */
  likesExhausted?: boolean;
  /** Shown when every card is done, e.g. "No more profiles for today". */
  emptyText: string;
  /** Read when a card gets focus, e.g. "Right arrow likes, left arrow passes". */
  keyboardHint?: string;
}

/** The swipe game: drag a card right to like, left to pass, or use the buttons or arrow keys. */
export function SwipeDeck({
  profiles,
  onLike,
  onPass,
  likeLabel,
  passLabel,
  remainingText,
  likesExhausted = false,
  emptyText,
  keyboardHint,
}: SwipeDeckProps) {
  const [done, setDone] = useState<readonly string[]>([]);
  // A card decided from the keyboard hands focus to the next one.
  const [byKey, setByKey] = useState(false);
  const hintId = useId();
  const left = profiles.filter((p) => !done.includes(p.id));
  const current = left[0];
  const next = left[1];

  const decide = (direction: SwipeDirection, via: 'drag' | 'key' | 'button' = 'button') => {
    if (!current) return;
    if (direction === 'like' && likesExhausted) return;
    setByKey(via === 'key');
    setDone((ids) => [...ids, current.id]);
    if (direction === 'like') onLike(current.id);
    else onPass(current.id);
  };

  return (
    <MotionScope>
      <div
        className={styles.deck}
        data-empty={!current || undefined}
        data-exhausted={likesExhausted || undefined}
      >
        <div className={styles.stack}>
          {next ? (
            <div className={styles.card} data-behind aria-hidden="true">
              {next.photoUrl ? (
                <img className={styles.photo} src={next.photoUrl} alt="" />
              ) : (
                <PhotoPlaceholder name={next.name} />
              )}
            </div>
          ) : null}
          {current ? (
            <SwipeCard
              key={current.id}
              profile={current}
              onSwipe={decide}
              likeDisabled={likesExhausted}
              focusOnMount={byKey}
              describedBy={keyboardHint ? hintId : undefined}
            />
          ) : (
            <p className={styles.empty}>{emptyText}</p>
          )}
        </div>
        <div className={styles.actions}>
          <Button
            variant="outline"
            size="large"
            icon={<CloseIcon />}
            isDisabled={!current}
            onPress={() => decide('pass')}
          >
            {passLabel}
          </Button>
          <Button
            variant="secondary"
            size="large"
            icon={<HeartFilledIcon />}
            isDisabled={!current || likesExhausted}
            onPress={() => decide('like')}
          >
            {likeLabel}
          </Button>
        </div>
        {remainingText ? (
          <p className={styles.remaining} role="status">
            {remainingText}
          </p>
        ) : null}
        {keyboardHint ? (
          <p id={hintId} className={styles.hint}>
            {keyboardHint}
          </p>
        ) : null}
      </div>
    </MotionScope>
  );
}
