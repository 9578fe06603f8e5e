import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.unread,
  color: vars.color.unreadForeground,
  fontSize: vars.text.xsmall.fontSize,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});
