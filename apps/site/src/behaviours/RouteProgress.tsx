import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { ProgressBar } from '@amori/ui';

/**
 * The route progress bar: appears when a navigation takes longer than 200 ms, and fills over
 * 5 s at most (the throttle and duration live in the library ProgressBar).
 */
export function RouteProgress() {
  const { t } = useTranslation('common');
  const busy = useNavigation().state !== 'idle';
  return <ProgressBar active={busy} label={t('progress.label')} />;
}
