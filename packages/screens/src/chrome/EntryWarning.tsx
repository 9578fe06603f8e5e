import { useTranslation } from 'react-i18next';
import * as styles from './chrome.css';

/** The entry (age) warning line. */
export function EntryWarning() {
  const { t } = useTranslation('nav');
  return (
    <p className={styles.entryWarning} data-entry-warning>
      {t('entryWarning')}
    </p>
  );
}
