import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, maxWidth, minWidth, vars } from '@amori/tokens';

/** A content column as wide as the member lists'. */
const column = {
  display: 'grid',
  alignContent: 'start',
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  boxSizing: 'border-box',
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  '@media': { [minWidth('md')]: { padding: `${vars.space.xxxlarge} ${vars.space.xlarge}` } },
} as const;

export const section = style({ ...column, gap: vars.space.large });

/** A band across the page's whole width, a shade off the page, around a section. */
export const band = style({ background: vars.color.surfaceMuted });

export const hero = style({
  ...column,
  gap: vars.space.xxlarge,
  alignItems: 'center',
  '@media': {
    [minWidth('md')]: { padding: `${vars.space.xxxlarge} ${vars.space.xlarge}` },
    [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space.huge },
  },
});

export const heroText = style({ display: 'grid', gap: vars.space.large, justifyItems: 'start', minWidth: 0 });

export const eyebrow = style({
  margin: 0,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: vars.text.small.fontSize,
});

export const title = style({
  margin: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.text.xxlarge.fontSize,
  lineHeight: vars.text.xxlarge.lineHeight,
  '@media': {
    [minWidth('md')]: { fontSize: vars.text.display.fontSize, lineHeight: vars.text.display.lineHeight },
  },
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

/** What is free, under the ways in. */
export const promise = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});
export const promiseItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });
globalStyle(`${promiseItem} svg`, { color: vars.color.successText, flex: 'none' });

export const searchCard = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
  padding: vars.space.xlarge,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.medium,
});

export const searchTitle = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});

export const searchForm = style({ display: 'grid', gap: vars.space.medium });

/** From and to age side by side. */
export const ages = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.medium });

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  '@media': {
    [minWidth('md')]: { fontSize: vars.text.xxlarge.fontSize, lineHeight: vars.text.xxlarge.lineHeight },
  },
});

export const link = style({ color: vars.color.primaryText, fontWeight: vars.fontWeight.semibold });

/**
 * Member cards: two a row on a phone (three rows), four from md (two rows), six from lg (two
 * rows). The cards a width does not show are not drawn, so their lazy photos never load.
 */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [minWidth('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [minWidth('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [minWidth('lg')]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});
export const card = style({
  display: 'grid',
  minWidth: 0,
  '@media': {
    [maxWidth('md')]: { selectors: { '&:nth-child(n+7)': { display: 'none' } } },
    [`${minWidth('md')} and (max-width: ${breakpoints.lg - 0.02}px)`]: {
      selectors: { '&:nth-child(n+9)': { display: 'none' } },
    },
  },
});

/** The closing call to sign up. */
export const join = style({
  ...column,
  gap: vars.space.large,
  justifyItems: 'center',
  textAlign: 'center',
});

export const joinIcon = style({ color: vars.color.primaryText });

// The member's home page.

/** Three figures in a row, at every width. */
export const stats = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.small,
  '@media': { [minWidth('md')]: { gap: vars.space.large } },
});
globalStyle(`${stats} > li`, { display: 'grid', minWidth: 0 });

/** The loading figures: as tall as the cards they stand for, so nothing moves. */
export const statPlaceholder = style({ height: '128px' });

export const news = style({ display: 'grid', gap: vars.space.large });

/** Unread conversations and new likes, side by side where there is room. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const subsection = style({
  display: 'grid',
  gap: vars.space.medium,
  alignContent: 'start',
  minWidth: 0,
});

export const subTitle = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });
