import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: '20px',
  height: '20px',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  fontSize: vars.text.xsmall.fontSize,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  warning: { background: vars.color.warning, color: vars.color.warningForeground },
  danger: { background: vars.color.danger, color: vars.color.dangerForeground },
});
