import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@amori/tokens';

export const root = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto auto auto',
  // Without it the column grows to the composer's textarea (20 columns wide) on small phones.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  height: '100dvh',
  // Within a layout of the viewport's height (the site's chat layout, under its entry warning),
  // the rest of it; alone (a story), the viewport.
  maxHeight: '100%',
  maxWidth: '48rem',
  marginInline: 'auto',
  padding: vars.space.medium,
  // The composer's hint stays above the home indicator when the page draws under it.
  paddingBottom: `calc(${vars.space.medium} + env(safe-area-inset-bottom, 0px))`,
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
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});

export const spent = style({
  flex: 'none',
  margin: 0,
  whiteSpace: 'nowrap',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

/** The credit icon and the figure, below sm only. */
export const spentShort = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [minWidth('sm')]: { display: 'none' } },
});

export const typing = style({
  margin: 0,
  minHeight: '1.5em',
  fontSize: vars.text.small.fontSize,
  color: vars.color.textMuted,
});

export const premium = style({ margin: 0, display: 'flex', justifyContent: 'center' });

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const hidden = style({ display: 'none' });
