import * as Dialog from 'radix-ui/dialog';
import { m, useReducedMotion } from 'motion/react';
import { durationsMs } from '@amori/tokens';
import { Button } from '../Button';
import { MotionScope } from '../internal/motion';
import { PhotoPlaceholder } from '../PhotoPlaceholder';
import * as styles from './MatchAnimation.css';

export interface MatchAnimationProfile {
  id: string;
  name: string;
  photoUrl?: string;
}

export interface MatchAnimationProps {
  open: boolean;
  profile: MatchAnimationProfile;
  /** Heading, e.g. "It's a match!" or "Anna likes you". */
  title: string;
  /** Optional line under the heading. */
  message?: string;
  /** Text of the button that opens the profile, e.g. "View profile". */
  openProfileLabel: string;
  /** Accessible name of the photo, which opens the profile too, e.g. "Anna's profile". */
  photoLabel: string;
  /** A small hint that a click anywhere closes, e.g. "Tap anywhere to close". */
  closeHint?: string;
  /** The photo and the button emit the profile id. */
  onOpenProfile: (id: string) => void;
  /** A click anywhere (and Escape) closes. */
  onClose: () => void;
}

/** The match duration of spec point 2 (0.75 s), in seconds for motion. */
const MATCH_SECONDS = durationsMs.match / 1000;

/**
 * The match modal: a new like with the profile photo and a button. The entrance lasts 0.75 s;
 * a click anywhere closes it; the photo and the button each emit the profile id.
 */
export function MatchAnimation(props: MatchAnimationProps) {
  return (
    // The motion scope sits outside the dialog so its features load before the first match opens.
    <MotionScope>
      <Dialog.Root open={props.open} onOpenChange={(open) => (open ? undefined : props.onClose())}>
        {props.open ? (
          <Dialog.Portal>
            <MatchContent {...props} />
          </Dialog.Portal>
        ) : null}
      </Dialog.Root>
    </MotionScope>
  );
}

function MatchContent({
  profile,
  title,
  message,
  openProfileLabel,
  photoLabel,
  closeHint,
  onOpenProfile,
  onClose,
}: MatchAnimationProps) {
  const reduced = useReducedMotion() ?? false;
  // Opening the profile is a click too, so the modal closes as well.
  const openProfile = () => {
    onOpenProfile(profile.id);
    onClose();
  };
  const transition = reduced ? { duration: 0 } : { duration: MATCH_SECONDS, ease: [0.3, 0, 0, 1.3] as const };
  return (
    <>
      <Dialog.Overlay asChild>
        <m.div
          className={styles.overlay}
          initial={{ opacity: reduced ? 1 : 0 }}
          animate={{ opacity: 1 }}
          transition={reduced ? { duration: 0 } : { duration: MATCH_SECONDS }}
        />
      </Dialog.Overlay>
      <Dialog.Content
        className={styles.content}
        aria-describedby={message ? 'match-animation-message' : undefined}
        data-reduced-motion={reduced || undefined}
        data-profile-id={profile.id}
        // A click anywhere closes (spec point 2); Escape closes through the dialog.
        onClick={(event) => {
          if ((event.target as Element).closest('[data-open-profile]')) return;
          onClose();
        }}
      >
        <m.div
          className={styles.stage}
          initial={reduced ? { opacity: 1 } : { opacity: 0, scale: 0.6 }}
          animate={{ opacity: 1, scale: 1 }}
          transition={transition}
          data-testid="match-animation-stage"
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {message ? (
            <p id="match-animation-message" className={styles.message}>
              {message}
            </p>
          ) : null}
          <button
            type="button"
            className={styles.photoButton}
            aria-label={photoLabel}
            data-open-profile
            onClick={openProfile}
          >
            {/* The button names the member: the picture, or its placeholder, adds nothing to say. */}
            {profile.photoUrl ? (
              <img className={styles.photo} src={profile.photoUrl} alt="" />
            ) : (
              <PhotoPlaceholder name={profile.name} />
            )}
          </button>
          <Button variant="primary" size="large" data-open-profile onPress={openProfile}>
            {openProfileLabel}
          </Button>
          {closeHint ? <p className={styles.hint}>{closeHint}</p> : null}
        </m.div>
      </Dialog.Content>
    </>
  );
}
