import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { countdownParts, formatCountdown } from '@amori/core';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './Countdown.css';

export const countdownSizes = ['small', 'medium', 'large'] as const;
export type CountdownSize = (typeof countdownSizes)[number];

export interface CountdownTimeLeft {
  hours: number;
  minutes: number;
  seconds: number;
}

export interface CountdownProps {
  /** Seconds left when the countdown mounts (or when this value changes). */
  seconds: number;
  /**
   * The text a screen reader hears, once a minute (whole minutes only), e.g.
   * `({ hours, minutes }) => `${hours} hours ${minutes} minutes left``.
   */
  announce: (left: CountdownTimeLeft) => string;
  /** Optional visible label before the clock, e.g. "Offer ends in". */
  label?: string;
  size?: CountdownSize;
  /** Called exactly once, when the countdown reaches zero. */
  onDone?: () => void;
}

/**
 * A one-second countdown showing zero-padded hours, minutes and seconds (spec point 4, the
 * time bonus). The ticking clock is hidden from screen readers; a polite live region speaks
 * only each whole minute. It measures against the clock, so a throttled tab stays right.
 */
export function Countdown({ seconds, announce, label, size = 'medium', onDone }: CountdownProps) {
  const [left, setLeft] = useState(() => Math.max(0, Math.floor(seconds)));
  const [startedWith, setStartedWith] = useState(seconds);
  const done = useRef(false);
  if (startedWith !== seconds) {
    // A new start value restarts the countdown (state adjusted during render, not in an effect).
    setStartedWith(seconds);
    setLeft(Math.max(0, Math.floor(seconds)));
  }
  const finish = useEffectEvent(() => {
    if (done.current) return;
    done.current = true;
    onDone?.();
  });

  useEffect(() => {
    const total = Math.max(0, Math.floor(seconds));
    done.current = false;
    if (total === 0) {
      finish();
      return;
    }
    const deadline = Date.now() + total * 1000;
    const id = setInterval(() => {
      const next = Math.max(0, Math.round((deadline - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) {
        clearInterval(id);
        finish();
      }
    }, 1000);
    return () => clearInterval(id);
  }, [seconds]);

  const wholeMinutes = Math.floor(left / 60) * 60;
  return (
    <span className={`${styles.root} ${styles.sizes[size]}`} data-done={left === 0 || undefined}>
      {label ? (
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      ) : null}
      <span className={styles.clock} aria-hidden="true" data-testid="countdown-clock">
        {formatCountdown(left)}
      </span>
      <span className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {label ? `${label} ` : ''}
        {announce(countdownParts(wholeMinutes))}
      </span>
    </span>
  );
}
