import { styleVariants } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

const base = {
  width: '100%',
  boxSizing: 'border-box',
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
} as const;

export const widths = styleVariants({
  narrow: { ...base, maxWidth: `calc(${vars.layout.maxWidth} / 2)` },
  medium: { ...base, maxWidth: `calc(${vars.layout.maxWidth} * 2 / 3)` },
  wide: { ...base, maxWidth: vars.layout.maxWidth },
  full: { ...base, maxWidth: 'none' },
});
