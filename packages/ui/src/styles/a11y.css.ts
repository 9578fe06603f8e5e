import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { breakpoints, maxWidth } from '@amori/tokens';

const hidden: StyleRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style(hidden);

/**
 * Hidden on screen below a breakpoint (still read by screen readers), shown from it up, e.g.
 * `visuallyHiddenBelow.sm` for a sentence a phone shows in a shorter form.
 */
export const visuallyHiddenBelow = styleVariants(breakpoints, (_, bp) => ({
  '@media': { [maxWidth(bp)]: hidden },
}));
