import { useTranslation } from 'react-i18next';
import { MatchAnimation } from '@amori/ui';

export interface MatchModalProfile {
  id: number;
  name: string;
  /** The square match crop (`main_image.match`). */
  photoUrl?: string | null;
}

export interface MatchModalProps {
  /** The member liked back; null: closed. */
  profile: MatchModalProfile | null;
  /** The photo and the button: the profile id. */
  onViewProfile: (id: number) => void;
  onClose: () => void;
}

/** A mutual like (spec point 2's match modal): the photo and a button, a click anywhere closes it. */
export function MatchModal({ profile, onViewProfile, onClose }: MatchModalProps) {
  const { t } = useTranslation('members');
  if (!profile) return null;
  return (
    <MatchAnimation
      open
      profile={{ id: String(profile.id), name: profile.name, photoUrl: profile.photoUrl ?? undefined }}
      title={t('match.title')}
      message={t('match.message', { name: profile.name })}
      openProfileLabel={t('match.view')}
      photoLabel={t('match.photo', { name: profile.name })}
      closeHint={t('match.closeHint')}
      onOpenProfile={() => onViewProfile(profile.id)}
      onClose={onClose}
    />
  );
}
