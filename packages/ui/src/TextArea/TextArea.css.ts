import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const textArea = style({
  minHeight: '120px',
  paddingBlock: vars.space.small,
  resize: 'vertical',
  alignItems: 'flex-start',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const counter = style({
  marginInlineStart: 'auto',
  marginTop: vars.space.xsmall,
  flexShrink: 0,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-near-limit]': { color: vars.color.danger, fontWeight: vars.fontWeight.semibold } },
});
