import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '@amori/core';

/**
 * The route progress bar: appears when a navigation takes longer than 200 ms, and fills over
 * 5 s at most.
 */
// TODO(ui): use <ProgressBar> when it lands
export function RouteProgress() {
  const { t } = useTranslation('common');
  const busy = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setVisible(true), PROGRESS_THROTTLE_MS);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [busy]);
  if (!busy || !visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('progress.label')}
      data-route-progress
      style={{ position: 'fixed', insetInline: 0, top: 0, height: 3, zIndex: 500, background: 'transparent' }}
    >
      <div
        style={{
          height: '100%',
          background: '#efa43b',
          animation: `amori-progress ${PROGRESS_DURATION_MS}ms ease-out forwards`,
        }}
      />
      <style>{'@keyframes amori-progress{from{width:0}to{width:95%}}'}</style>
    </div>
  );
}
