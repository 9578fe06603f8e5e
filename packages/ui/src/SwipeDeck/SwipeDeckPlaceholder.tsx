import { Button } from '../Button';
import { CloseIcon, HeartFilledIcon } from '../Icon';
import { PhotoPlaceholder } from '../PhotoPlaceholder';
import type { SwipeProfile } from './SwipeCard';
import * as styles from './SwipeDeck.css';

export interface SwipeDeckPlaceholderProps {
  /** The first card's profile, as SwipeDeck would show it (its photo and caption). */
  profile?: SwipeProfile;
  /** As SwipeDeck's `likeLabel` and `passLabel`. */
  likeLabel: string;
  passLabel: string;
}

/**
 * SwipeDeck as it first shows, without its code (motion's `m` components and drag): the same
 * size, its first card still and its buttons disabled, to stand in while a page loads SwipeDeck
 * on demand (no layout shift).
 */
export function SwipeDeckPlaceholder({ profile, likeLabel, passLabel }: SwipeDeckPlaceholderProps) {
  const title = profile ? [profile.name, profile.age].filter((part) => part !== undefined).join(', ') : '';
  return (
    <div className={styles.deck} aria-busy="true">
      <div className={styles.stack}>
        <div className={styles.card} data-placeholder="">
          {profile?.photoUrl ? (
            <img className={styles.photo} src={profile.photoUrl} alt="" />
          ) : profile ? (
            <PhotoPlaceholder name={profile.name} label={profile.noPhotoLabel} />
          ) : null}
          {profile ? (
            <div className={styles.caption} aria-hidden="true">
              <span className={styles.name}>{title}</span>
              {profile.region ? <span className={styles.region}>{profile.region}</span> : null}
            </div>
          ) : null}
        </div>
      </div>
      <div className={styles.actions}>
        <Button variant="outline" size="large" icon={<CloseIcon />} isDisabled>
          {passLabel}
        </Button>
        <Button variant="secondary" size="large" icon={<HeartFilledIcon />} isDisabled>
          {likeLabel}
        </Button>
      </div>
    </div>
  );
}
