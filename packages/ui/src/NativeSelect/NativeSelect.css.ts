import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

/** The control box holds the select and its chevron; the chevron lets clicks through. */
export const control = style({ position: 'relative', paddingInline: 0 });

export const select = style({
  appearance: 'none',
  width: '100%',
  minHeight: '42px',
  margin: 0,
  border: 0,
  paddingBlock: 0,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: `calc(${vars.space.medium} + 1.5em)`,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.medium,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
