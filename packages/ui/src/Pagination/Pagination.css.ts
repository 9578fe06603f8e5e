import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minWidth: '44px',
  minHeight: '44px',
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.text.small.fontSize,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primaryText,
      color: vars.color.primaryForeground,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const gap = style({ minWidth: '24px', textAlign: 'center', color: vars.color.textMuted });

export const flip = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
