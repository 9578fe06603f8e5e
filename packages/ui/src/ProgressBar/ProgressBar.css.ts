import { keyframes, style } from '@vanilla-extract/css';
import { PROGRESS_BAR_DURATION_MS } from '@amori/core';
import { reducedMotion, vars } from '@amori/tokens';

export const track = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.toast,
  height: '3px',
  overflow: 'hidden',
  pointerEvents: 'none',
  selectors: { '&[data-inline]': { position: 'relative' } },
});

/** While loading: towards 90 % over the duration, fast at first, never full. */
const fill = keyframes({
  from: { transform: 'scaleX(0)' },
  to: { transform: 'scaleX(0.9)' },
});

// Plain CSS rather than a motion library: the bar is in every page's shell, where each
// kilobyte of script delays the first interaction on a phone.
export const bar = style({
  height: '100%',
  background: vars.color.primary,
  transformOrigin: 'left',
  transform: 'scaleX(0.9)',
  animation: `${fill} ${PROGRESS_BAR_DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1) both`,
  selectors: {
    '[dir="rtl"] &': { transformOrigin: 'right' },
    // Loading ended: the last 10 %, from wherever the fill has got to.
    '[data-phase="finishing"] > &': {
      animation: 'none',
      transform: 'scaleX(1)',
      transition: `transform ${vars.duration.medium} ease-out`,
    },
  },
  '@media': { [reducedMotion]: { animation: 'none' } },
});
