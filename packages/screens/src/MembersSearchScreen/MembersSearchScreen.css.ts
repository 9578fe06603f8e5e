import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@amori/tokens';

export const filters = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'end',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});

export const submit = style({ display: 'grid' });

export const more = style({ display: 'grid', justifyItems: 'center', gap: vars.space.medium });
