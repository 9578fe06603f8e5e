import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const dot = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const status = styleVariants({
  online: { background: vars.color.success },
  // Offline is a ring, not only a different colour, so it is told apart without colour vision.
  offline: { background: vars.color.surface, border: `2px solid ${vars.color.borderStrong}` },
});

export const size = styleVariants({
  small: { width: '8px', height: '8px' },
  medium: { width: '12px', height: '12px' },
  large: { width: '16px', height: '16px' },
});
