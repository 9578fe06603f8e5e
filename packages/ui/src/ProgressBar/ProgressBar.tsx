import { useEffect, useState } from 'react';
import * as m from 'motion/react-m';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '@amori/core';
import { durationsMs } from '@amori/tokens';
import { LazyMotionProvider } from '../motion/LazyMotionProvider';
import * as styles from './ProgressBar.css';

export type ProgressBarPhase = 'idle' | 'waiting' | 'running' | 'finishing';

export interface ProgressBarProps {
  /** True while a route is loading. */
  active: boolean;
  /** Accessible name, e.g. "Loading page". */
  label: string;
  /** In the flow of the page instead of fixed at the top of the viewport (stories, previews). */
  inline?: boolean;
}

/** Filled to 90 % over the duration while loading; the last 10 % when loading ends. */
const RUNNING_SCALE = 0.9;

/**
 * The route loading bar: shows only if loading lasts longer than 200 ms (so quick navigations
 * show nothing), fills over 5 s, then completes and hides when `active` turns false.
 */
export function ProgressBar({ active, label, inline = false }: ProgressBarProps) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (active === shown) return undefined;
    // Waiting to show (throttle), or finishing before hiding.
    const delay = active ? PROGRESS_BAR_THROTTLE_MS : durationsMs.medium;
    const timer = window.setTimeout(() => setShown(active), delay);
    return () => window.clearTimeout(timer);
  }, [active, shown]);

  const phase: ProgressBarPhase = active ? (shown ? 'running' : 'waiting') : shown ? 'finishing' : 'idle';
  if (!shown) return null;
  const finishing = phase === 'finishing';
  return (
    <LazyMotionProvider>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        className={styles.track}
        data-phase={phase}
        data-inline={inline || undefined}
      >
        <m.div
          className={styles.bar}
          initial={{ scaleX: 0 }}
          animate={{ scaleX: finishing ? 1 : RUNNING_SCALE }}
          transition={
            finishing
              ? { duration: durationsMs.medium / 1000, ease: 'easeOut' }
              : { duration: PROGRESS_BAR_DURATION_MS / 1000, ease: [0.1, 0.6, 0.3, 1] }
          }
        />
      </div>
    </LazyMotionProvider>
  );
}
