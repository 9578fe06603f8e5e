import { style } from '@vanilla-extract/css';
import { grid as gridValues, vars } from '@amori/tokens';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${gridValues.columns}, minmax(0, 1fr))`,
  columnGap: vars.layout.gutter,
  rowGap: vars.layout.gutter,
});

export const item = style({ minWidth: 0 });
