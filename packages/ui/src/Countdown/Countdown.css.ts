import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.small,
  fontFamily: vars.font.body,
  color: 'inherit',
});

export const label = style({ fontSize: vars.text.small.fontSize, lineHeight: vars.text.small.lineHeight });

export const clock = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const sizes = styleVariants({
  small: { fontSize: vars.text.small.fontSize, lineHeight: vars.text.small.lineHeight },
  medium: { fontSize: vars.text.large.fontSize, lineHeight: vars.text.large.lineHeight },
  large: { fontSize: vars.text.xxlarge.fontSize, lineHeight: vars.text.xxlarge.lineHeight },
});
