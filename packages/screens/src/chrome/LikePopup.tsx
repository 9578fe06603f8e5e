import { useTranslation } from 'react-i18next';
import { Button, MatchAnimation } from '@amori/ui';
import { Dialog } from './Dialog';

/** The member who liked: `photoUrl` is the square match crop (`main_image.match`). */
export interface LikePopupProfile {
  id: number;
  name: string;
  photoUrl?: string | null;
}

export interface LikePopupProps {
  /** The member who liked (from auto-like.php); null for the generic invitation. */
  profile: LikePopupProfile | null;
  /** The view button (and the photo): the profile id, or null from the generic invitation. */
  onView: (id: number | null) => void;
  onClose: () => void;
}

/**
 * The like popup (the `t` query). With a profile it is the match modal: the photo and a
 * button to view the profile, a click anywhere closes it. Without one, a generic invitation.
 */
export function LikePopup({ profile, onView, onClose }: LikePopupProps) {
  const { t } = useTranslation('common');
  if (profile) {
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
  return (
    <Dialog
      title={t('likePopup.title')}
      onDismiss={onClose}
      actions={
        <>
          <Button variant="primary" onPress={() => onView(null)}>
            {t('likePopup.view')}
          </Button>
          <Button variant="outline" onPress={onClose}>
            {t('actions.close')}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{t('likePopup.body')}</p>
    </Dialog>
  );
}
