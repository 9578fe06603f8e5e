import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const root = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto auto auto',
  gap: vars.space.small,
  height: '100dvh',
  maxWidth: '48rem',
  marginInline: 'auto',
  padding: vars.space.medium,
  boxSizing: 'border-box',
});

export const loading = style({ display: 'grid', gap: vars.space.medium });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const who = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
  textDecoration: 'none',
  flex: 1,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});

export const spent = style({ margin: 0, fontSize: vars.text.small.fontSize, color: vars.color.textMuted });

export const typing = style({
  margin: 0,
  minHeight: '1.5em',
  fontSize: vars.text.small.fontSize,
  color: vars.color.textMuted,
});

export const premium = style({ margin: 0, fontSize: vars.text.small.fontSize });

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const hidden = style({ display: 'none' });
