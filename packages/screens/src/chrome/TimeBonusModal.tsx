import { useTranslation } from 'react-i18next';
import { formatCountdown } from '@amori/core';
import { Button } from '@amori/ui';
import * as styles from './chrome.css';
import { Dialog } from './Dialog';

export interface TimeBonusModalProps {
  secondsLeft: number;
  onBuy: () => void;
  onClose: () => void;
}

/** The time-bonus modal: 25% welcome bonus, with the countdown. */
export function TimeBonusModal({ secondsLeft, onBuy, onClose }: TimeBonusModalProps) {
  const { t } = useTranslation('nav');
  const { t: tc } = useTranslation('common');
  return (
    <Dialog title={t('timeBonusModal.title')} onDismiss={onClose}>
      <p style={{ margin: 0 }}>{t('timeBonusModal.body', { time: formatCountdown(secondsLeft) })}</p>
      <div className={styles.dialogActions}>
        <Button variant="primary" onPress={onBuy}>
          {t('timeBonusModal.cta')}
        </Button>
        <Button variant="outline" onPress={onClose}>
          {tc('actions.close')}
        </Button>
      </div>
    </Dialog>
  );
}
