import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@amori/tokens';

/** A wide content column for member lists and profiles. */
export const wide = style({
  display: 'grid',
  gap: vars.space.large,
  alignContent: 'start',
  maxWidth: '72rem',
  marginInline: 'auto',
  padding: `${vars.space.large} ${vars.space.medium}`,
  '@media': { [minWidth('md')]: { padding: `${vars.space.xxlarge} ${vars.space.xlarge}` } },
});

/** Member cards: two a row on a phone, up to five on a wide screen. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
});

export const cardItem = style({ position: 'relative', display: 'grid' });

/** A tag over a card's corner ("New", "Cam"). */
export const cardTag = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  zIndex: 1,
  pointerEvents: 'none',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });

export const section = style({ display: 'grid', gap: vars.space.medium });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });
