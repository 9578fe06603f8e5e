import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@amori/tokens';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

/** One lander: a card whose rows stack on a phone and sit side by side on a wide screen. */
export const item = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
  },
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const name = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const create = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'start',
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'minmax(0, 24rem) auto', alignItems: 'end' } },
});

/** The page column, wider than a text page's: a lander's facts sit beside its name. */
export const wide = style({ maxWidth: '64rem' });
