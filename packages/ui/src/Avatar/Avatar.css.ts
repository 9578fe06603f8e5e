import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const root = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  userSelect: 'none',
});

export const sizes = styleVariants({
  small: { width: '32px', height: '32px', fontSize: vars.text.xsmall.fontSize },
  medium: { width: '48px', height: '48px', fontSize: vars.text.medium.fontSize },
  large: { width: '96px', height: '96px', fontSize: vars.text.xlarge.fontSize },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
