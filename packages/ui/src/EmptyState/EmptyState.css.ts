import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: '480px',
  marginInline: 'auto',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.primaryText,
  fontSize: vars.text.xxlarge.fontSize,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const action = style({ marginBlockStart: vars.space.small });
