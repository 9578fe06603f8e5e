import type { ReactNode } from 'react';
import { PhotoPlaceholder } from '../PhotoPlaceholder';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './ProfileCard.css';

export const profileCardVariants = ['compact', 'large'] as const;
export type ProfileCardVariant = (typeof profileCardVariants)[number];

export interface ProfileCardProfile {
  id: string;
  name: string;
  age: number;
  region?: string;
  photoUrl?: string;
  online?: boolean;
}

export interface ProfileCardProps {
  profile: ProfileCardProfile;
  variant?: ProfileCardVariant;
  /** The profile's address: the card becomes one link. Without it, a button calling `onOpen`. */
  href?: string;
  onOpen?: (id: string) => void;
  /** Text read after the name when online, e.g. "online". */
  onlineLabel?: string;
  /**
   * The accessible name of the placeholder shown when the profile has no photo, e.g. "Anna has no
   * photo yet"; without it the placeholder is decorative.
   */
  noPhotoLabel?: string;
  /** Renders the link, e.g. a router Link; gets the card's props. */
  renderLink?: (props: { href: string; className: string; children: ReactNode }) => ReactNode;
  /**
   * When the photo loads: `lazy` for cards below the fold, so they wait until scrolled near;
   * by default at once, as cards in the first view must.
   */
  photoLoading?: 'eager' | 'lazy';
}

/**
 * A member in a list: photo (or the photo placeholder), name, age, region, online dot; the whole
 * card is one link or button.
 */
export function ProfileCard({
  profile,
  variant = 'large',
  href,
  onOpen,
  onlineLabel,
  noPhotoLabel,
  renderLink,
  photoLoading,
}: ProfileCardProps) {
  const className = `${styles.card} ${styles.variants[variant]}`;
  const nameAge = `${profile.name}, ${profile.age}`;
  // The name line's parts are flex items, and a screen reader puts a space between such items
  // ("Anna, 29 , online"): when online, the whole phrase is read from one hidden text instead.
  const spoken = profile.online && onlineLabel ? `${nameAge}, ${onlineLabel}` : null;
  const children = (
    <>
      <span className={`${styles.media} ${styles.mediaVariants[variant]}`}>
        {profile.photoUrl ? (
          <img
            className={styles.photo}
            src={profile.photoUrl}
            alt=""
            loading={photoLoading}
            decoding={photoLoading === 'lazy' ? 'async' : undefined}
          />
        ) : (
          <PhotoPlaceholder name={profile.name} label={noPhotoLabel} />
        )}
      </span>
      <span className={`${styles.body} ${styles.bodyVariants[variant]}`}>
        <span className={styles.nameLine}>
          <span className={styles.name} aria-hidden={spoken ? true : undefined}>
            {nameAge}
          </span>
          {profile.online ? <span className={styles.dot} data-online aria-hidden="true" /> : null}
          {spoken ? <span className={visuallyHidden}>{spoken}</span> : null}
        </span>
        {profile.region ? <span className={styles.region}>{profile.region}</span> : null}
      </span>
    </>
  );
  const data = { 'data-variant': variant, 'data-online': profile.online || undefined };
  if (href) {
    if (renderLink) return <>{renderLink({ href, className, children })}</>;
    return (
      <a href={href} className={className} {...data}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={() => onOpen?.(profile.id)} {...data}>
      {children}
    </button>
  );
}
