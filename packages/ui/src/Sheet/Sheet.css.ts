import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion, vars } from '@amori/tokens';

const fromEnd = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fromStart = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const content = style({
  position: 'fixed',
  insetBlock: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(400px, 90vw)',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  // The whole panel scrolls (header and footer stick), so the scroll area holds the close
  // button and is reachable by keyboard.
  overflowY: 'auto',
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

// Physical slide directions follow the logical side: "end" is right in LTR, left in RTL.
export const side = styleVariants({
  end: {
    insetInlineEnd: 0,
    selectors: {
      '&[data-state="open"]': { animation: `${fromEnd} ${vars.duration.medium} ${vars.easing.standard}` },
      '[dir="rtl"] &[data-state="open"]': { animationName: fromStart },
    },
  },
  start: {
    insetInlineStart: 0,
    selectors: {
      '&[data-state="open"]': { animation: `${fromStart} ${vars.duration.medium} ${vars.easing.standard}` },
      '[dir="rtl"] &[data-state="open"]': { animationName: fromEnd },
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  position: 'sticky',
  insetBlockStart: 0,
  padding: vars.space.large,
  background: vars.color.surfaceRaised,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
});

export const body = style({ flex: 1, padding: vars.space.large, overflowWrap: 'anywhere' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  position: 'sticky',
  insetBlockEnd: 0,
  padding: vars.space.large,
  background: vars.color.surfaceRaised,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
