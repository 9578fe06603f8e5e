import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@amori/tokens';

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const photos = style({ display: 'grid', gap: vars.space.medium, alignContent: 'start' });
export const details = style({ display: 'grid', gap: vars.space.large, alignContent: 'start' });

export const lockedBlock = style({ display: 'grid', gap: vars.space.small, justifyItems: 'start' });

export const lockedGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const lockedItem = style({ position: 'relative', width: 96, height: 120 });

export const lockedImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  filter: 'blur(6px)',
  display: 'block',
});

export const lockIcon = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: '#fff',
});

export const text = style({ margin: 0, whiteSpace: 'pre-line' });

export const tags = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
