import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@amori/tokens';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  alignContent: 'start',
  maxWidth: '72rem',
  marginInline: 'auto',
  padding: `${vars.space.xlarge} ${vars.space.large}`,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
