import { breakpoints, type Breakpoint } from './values';

/** Media query for "at least this breakpoint", e.g. `@media ${minWidth('md')}`. */
export const minWidth = (bp: Breakpoint): string => `screen and (min-width: ${breakpoints[bp]}px)`;

/** Media query for "below this breakpoint". */
export const maxWidth = (bp: Breakpoint): string => `screen and (max-width: ${breakpoints[bp] - 0.02}px)`;

export const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * vanilla-extract helper: `responsive({ md: { padding: 8 } })` →
 * `{ '@media': { 'screen and (min-width: 768px)': { padding: 8 } } }`.
 */
export function responsive<T>(styles: Partial<Record<Breakpoint, T>>): {
  '@media': Record<string, T>;
} {
  const media: Record<string, T> = {};
  for (const bp of Object.keys(breakpoints) as Breakpoint[]) {
    const rule = styles[bp];
    if (rule !== undefined) media[minWidth(bp)] = rule;
  }
  return { '@media': media };
}
