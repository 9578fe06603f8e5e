import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: '560px',
  marginInline: 'auto',
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const code = style({
  margin: 0,
  fontSize: vars.text.display.fontSize,
  lineHeight: vars.text.display.lineHeight,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primaryText,
  fontVariantNumeric: 'tabular-nums',
});

export const message = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.fontWeight.bold,
});

export const details = style({ margin: 0, color: vars.color.textMuted });

export const action = style({ marginBlockStart: vars.space.small });
