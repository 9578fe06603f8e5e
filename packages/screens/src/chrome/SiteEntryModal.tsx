import { useTranslation } from 'react-i18next';
import { EntryWarningModal } from '@amori/ui';

export interface SiteEntryModalProps {
  onAccept: () => void;
  onLeave: () => void;
}

/** The site-entry (adults only) warning shown once to logged-out visitors. */
export function SiteEntryModal({ onAccept, onLeave }: SiteEntryModalProps) {
  const { t } = useTranslation('nav');
  return (
    <EntryWarningModal
      open
      title={t('siteEntry.title')}
      enterLabel={t('siteEntry.accept')}
      leaveLabel={t('siteEntry.leave')}
      onEnter={onAccept}
      onLeave={onLeave}
    >
      <p style={{ margin: 0 }}>{t('siteEntry.body')}</p>
    </EntryWarningModal>
  );
}
