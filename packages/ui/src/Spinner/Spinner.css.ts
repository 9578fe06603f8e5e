import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion, vars } from '@amori/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '50%': { opacity: 0.4 } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  verticalAlign: 'middle',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    [reducedMotion]: { animation: `${pulse} 1.6s ${vars.easing.standard} infinite` },
  },
});

export const size = styleVariants({
  small: { width: '16px', height: '16px' },
  medium: { width: '24px', height: '24px', borderWidth: '3px' },
  large: { width: '40px', height: '40px', borderWidth: '4px' },
});
