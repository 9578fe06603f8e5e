import { useTranslation } from 'react-i18next';
import { Button } from '@amori/ui';
import * as styles from './chrome.css';
import { PlainDialog } from './PlainDialog';

export interface SiteEntryModalProps {
  onAccept: () => void;
  onLeave: () => void;
}

/** The site-entry (adults only) warning shown once to logged-out visitors. */
export function SiteEntryModal({ onAccept, onLeave }: SiteEntryModalProps) {
  const { t } = useTranslation('nav');
  return (
    <PlainDialog title={t('siteEntry.title')}>
      <p style={{ margin: 0 }}>{t('siteEntry.body')}</p>
      <div className={styles.dialogActions}>
        <Button variant="primary" onPress={onAccept}>
          {t('siteEntry.accept')}
        </Button>
        <Button variant="outline" onPress={onLeave}>
          {t('siteEntry.leave')}
        </Button>
      </div>
    </PlainDialog>
  );
}
