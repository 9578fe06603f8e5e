import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion, vars } from '@amori/tokens';

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.5 }, '100%': { opacity: 1 } });

export const skeleton = style({
  display: 'block',
  background: vars.color.border,
  animation: `${shimmer} 1.4s ${vars.easing.standard} infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const shape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.small, marginBlock: '0.25em' },
  rect: { borderRadius: vars.radius.medium },
  circle: { borderRadius: vars.radius.full, aspectRatio: '1' },
});

export const lines = style({ display: 'flex', flexDirection: 'column', width: '100%' });
