import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const root = style({
  display: 'grid',
  gap: vars.space.large,
  alignContent: 'start',
  maxWidth: '48rem',
  marginInline: 'auto',
  padding: `${vars.space.xlarge} ${vars.space.large}`,
});

export const total = style({
  marginInlineStart: vars.space.small,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const item = style({ flex: 1, minWidth: 0 });
