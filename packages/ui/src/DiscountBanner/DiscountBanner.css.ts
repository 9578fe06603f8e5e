import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontFamily: vars.font.body,
});

export const percent = style({
  fontSize: vars.text.xxlarge.fontSize,
  lineHeight: vars.text.xxlarge.lineHeight,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const text = style({ display: 'grid', gap: vars.space.xxsmall, flex: '1 1 12em', minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const code = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const codeValue = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  paddingInline: vars.space.xsmall,
  border: `1px dashed ${vars.color.primary}`,
  borderRadius: vars.radius.small,
  letterSpacing: '0.05em',
});
