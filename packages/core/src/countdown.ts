const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A countdown as `HH:MM:SS`, each part zero-padded (spec point 4: the time bonus shows hours,
 * minutes and seconds, zero-padded). Fractions are rounded down; negative or invalid input
 * shows `00:00:00`. Hours are not capped at 24 (`100:00:00` stays readable).
 */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** The parts of a countdown, never negative: for screen-reader text and custom layouts. */
export function countdownParts(seconds: number): { hours: number; minutes: number; seconds: number } {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
