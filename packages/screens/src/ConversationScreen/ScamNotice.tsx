import type { ScamReason } from '@amori/core';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@amori/ui';

export interface ScamNoticeProps {
  /** Why the message looks like a scam (core's scamReasons, as the server gave them). */
  reasons: readonly ScamReason[];
  /** Report the message; without it the notice only warns. */
  onReport?: () => void;
}

/**
 * A calm warning above a received message that looks like a scam, with a one-tap report. The
 * sender never sees it (the server gives the reasons to the recipient only).
 */
export function ScamNotice({ reasons, onReport }: ScamNoticeProps) {
  const { t } = useTranslation('chat');
  return (
    <div data-scam-notice="">
      <Alert
        tone="info"
        title={t('scam.title')}
        actions={
          onReport ? (
            <Button variant="outline" size="small" onPress={onReport}>
              {t('scam.report')}
            </Button>
          ) : undefined
        }
      >
        {reasons.map((reason) => t(`scam.reason.${reason}`)).join(' ')}
      </Alert>
    </div>
  );
}
