import { useTranslation } from 'react-i18next';
import { Button } from '@amori/ui';
import { Dialog } from './Dialog';

export interface LikePopupProps {
  /** The member who liked; null when unknown (a generic invitation). */
  profile: { id: number; name: string } | null;
  onView: () => void;
  onClose: () => void;
}

/** The like popup (the `t` query): a member likes you, with a button to view the profile. */
export function LikePopup({ profile, onView, onClose }: LikePopupProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      title={t('likePopup.title')}
      onDismiss={onClose}
      actions={
        <>
          <Button variant="primary" onPress={onView}>
            {t('likePopup.view')}
          </Button>
          <Button variant="outline" onPress={onClose}>
            {t('actions.close')}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>
        {profile ? t('likePopup.bodyNamed', { name: profile.name }) : t('likePopup.body')}
      </p>
    </Dialog>
  );
}
