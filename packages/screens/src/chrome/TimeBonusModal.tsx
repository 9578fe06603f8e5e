import { useTranslation } from 'react-i18next';
import { Button } from '@amori/ui';
import { Dialog } from './Dialog';
import { TimeBonusCountdown } from './TimeBonusCountdown';

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
    <Dialog
      title={t('timeBonusModal.title')}
      onDismiss={onClose}
      actions={
        <>
          <Button variant="primary" onPress={onBuy}>
            {t('timeBonusModal.cta')}
          </Button>
          <Button variant="outline" onPress={onClose}>
            {tc('actions.close')}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>
        <TimeBonusCountdown textKey="timeBonusModal.body" secondsLeft={secondsLeft} />
      </p>
    </Dialog>
  );
}
