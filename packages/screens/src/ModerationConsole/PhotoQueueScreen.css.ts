import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

/** The waiting photos as cards, as many a row as fit (one on a small phone). */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.large,
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const photo = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

export const caption = style({ margin: 0, overflowWrap: 'anywhere' });
