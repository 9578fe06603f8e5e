import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

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

export const bar = style({
  height: '100%',
  background: vars.color.primary,
  transformOrigin: 'left',
  selectors: { '[dir="rtl"] &': { transformOrigin: 'right' } },
});
