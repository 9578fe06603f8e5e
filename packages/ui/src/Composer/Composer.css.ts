import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const root = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontFamily: vars.font.body,
});

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.small });

export const textarea = style({
  flex: 1,
  minWidth: 0,
  minHeight: '44px',
  maxHeight: '160px',
  resize: 'vertical',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
});

export const counter = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-full]': { color: vars.color.danger, fontWeight: vars.fontWeight.semibold } },
});

export const reason = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});
