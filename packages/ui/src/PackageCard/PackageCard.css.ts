import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'center',
  padding: vars.space.xlarge,
  paddingBlockStart: vars.space.xxlarge,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  fontFamily: vars.font.body,
  overflow: 'hidden',
  selectors: {
    '&[data-popular]': { borderColor: vars.color.primary, borderWidth: '2px', boxShadow: vars.shadow.medium },
    '&[data-selected]': { outline: `3px solid ${vars.color.primaryText}`, outlineOffset: '-3px' },
  },
});

export const popular = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
  padding: vars.space.xxsmall,
  background: vars.color.primary,
  color: vars.color.primaryForeground,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const ribbon = style({
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.secondary,
  color: vars.color.secondaryForeground,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.bold,
});

export const credits = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.fontWeight.bold,
});

export const price = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.small,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.fontWeight.semibold,
});

export const original = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.regular,
  textDecoration: 'line-through',
});

export const perCredit = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});
