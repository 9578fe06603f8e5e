import type { LikePopupKind } from '@amori/core';
import { useTranslation } from 'react-i18next';
import { Button, MatchAnimation, PhotoPlaceholder } from '@amori/ui';
import { Dialog } from './Dialog';
import * as styles from './LikePopup.css';

/** The member the popup shows: `photoUrl` is the square match crop (`main_image.match`). */
export interface LikePopupProfile {
  id: number;
  name: string;
  photoUrl?: string | null;
}

export interface LikePopupProps {
  /**
   * What it shows (@amori/core `likePopupKind`): `liked`, the member who just liked the member;
   * `introduce`, a member for a visitor to meet; `invite`, an invitation to sign up.
   */
  kind: Exclude<LikePopupKind, 'none'>;
  /** The member shown (`liked` and `introduce`). */
  profile: LikePopupProfile | null;
  /** The view button (and the photo): the profile's id, to /members/{id}. */
  onView: (id: number) => void;
  /** The invitation's button. */
  onSignup: () => void;
  onClose: () => void;
}

/**
 * The like popup (the `t` query), a profile with a button to view it (spec point 2). A member's is
 * the match modal of who just liked them: the photo and the button, a click anywhere closes it.
 * A visitor has no profile to like, so theirs says nothing of a like: it introduces a member,
 * whose profile the button opens (signing up follows from there), or, with nobody to show, invites
 * them to sign up.
 */
export function LikePopup({ kind, profile, onView, onSignup, onClose }: LikePopupProps) {
  const { t } = useTranslation('common');
  if (kind === 'liked' && profile) {
    return (
      <MatchAnimation
        open
        profile={{ id: String(profile.id), name: profile.name, photoUrl: profile.photoUrl ?? undefined }}
        title={t('likePopup.title')}
        message={t('likePopup.bodyNamed', { name: profile.name })}
        openProfileLabel={t('likePopup.view')}
        photoLabel={t('likePopup.photo', { name: profile.name })}
        closeHint={t('likePopup.closeHint')}
        onOpenProfile={() => onView(profile.id)}
        onClose={onClose}
      />
    );
  }
  if (kind === 'introduce' && profile) {
    return (
      <Dialog
        title={t('likePopup.visitorTitle', { name: profile.name })}
        onDismiss={onClose}
        actions={
          <>
            <Button variant="primary" onPress={() => onView(profile.id)}>
              {t('likePopup.view')}
            </Button>
            <Button variant="outline" onPress={onClose}>
              {t('actions.close')}
            </Button>
          </>
        }
      >
        <div className={styles.introduce}>
          <span className={styles.introducePhoto}>
            {/* The title names the member: the picture adds nothing to read. */}
            {profile.photoUrl ? (
              <img src={profile.photoUrl} alt="" width={96} height={96} />
            ) : (
              <PhotoPlaceholder name={profile.name} />
            )}
          </span>
          <p style={{ margin: 0 }}>{t('likePopup.visitorBody')}</p>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      title={t('likePopup.inviteTitle')}
      onDismiss={onClose}
      actions={
        <>
          <Button variant="primary" onPress={onSignup}>
            {t('signupModal.signup')}
          </Button>
          <Button variant="outline" onPress={onClose}>
            {t('actions.close')}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{t('likePopup.inviteBody')}</p>
    </Dialog>
  );
}
