import { useEffect, useState } from 'react';
import { PROGRESS_BAR_THROTTLE_MS } from '@amori/core';
import { durationsMs } from '@amori/tokens';
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
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      className={styles.track}
      data-phase={phase}
      data-inline={inline || undefined}
    >
      {/* Filled to 90 % over the duration while loading; the last 10 % when loading ends. */}
      <div className={styles.bar} />
    </div>
  );
}
