import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const formError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.danger}`,
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.danger,
  fontFamily: vars.font.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

export const icon = style({ flexShrink: 0, marginTop: vars.space.xxsmall });
