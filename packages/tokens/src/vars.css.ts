import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import {
  colors,
  durationsMs,
  easings,
  fontWeights,
  fonts,
  grid,
  radii,
  shadows,
  space,
  toastMaxWidth,
  typeScale,
  zIndex,
} from './values';

type Shape<T> = { [K in keyof T]: T[K] extends object ? Shape<T[K]> : null };
const shapeOf = <T extends object>(value: T): Shape<T> =>
  JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'object' ? v : null)));

const themeValues = {
  color: colors,
  space,
  radius: radii,
  font: fonts,
  fontWeight: fontWeights,
  text: typeScale,
  shadow: shadows,
  zIndex,
  duration: Object.fromEntries(Object.entries(durationsMs).map(([k, ms]) => [k, `${ms}ms`])) as Record<
    keyof typeof durationsMs,
    string
  >,
  easing: easings,
  layout: { gutter: grid.gutter, maxWidth: grid.maxWidth, toastMaxWidth },
};

/** The theme contract every component styles against (never literals). */
export const vars = createThemeContract(shapeOf(themeValues));

/** The default Amori theme, on :root so anything rendered anywhere is themed. */
createGlobalTheme(':root', vars, themeValues);
