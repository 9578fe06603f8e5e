import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: vars.space.medium,
  minWidth: 0,
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.primaryText,
  fontSize: vars.text.large.fontSize,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    [`${list}[data-numbered] &`]: { background: vars.color.primary, color: vars.color.primaryForeground },
  },
});

export const body = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0, overflowWrap: 'anywhere' });

export const title = style({
  margin: 0,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});
