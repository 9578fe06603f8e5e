import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion, vars } from '@amori/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  maxWidth: '240px',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  boxShadow: vars.shadow.medium,
  overflowWrap: 'anywhere',
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.standard}` } },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

export const arrow = style({
  fill: vars.color.surfaceInverse,
  display: 'block',
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
