import { globalStyle, style } from '@vanilla-extract/css';
import { minWidth, vars } from '@amori/tokens';

export const photos = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
});

/**
 * A photo and its controls: the main photo has a small tag where the others have a "Make main"
 * button, which is taller, so its Delete sat higher than theirs, out of line with the Delete
 * beside it. Cards of a row are as tall as the tallest: Delete goes to the bottom of each (the
 * last row takes the spare height), in line across the row.
 */
export const photo = style({
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'start',
  gridTemplateRows: 'auto auto 1fr',
});

globalStyle(`${photo} > :last-child`, { alignSelf: 'end' });

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  display: 'block',
});

export const form = style({ display: 'grid', gap: vars.space.large });

export const fields = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.large,
  margin: 0,
});

export const legend = style({ fontWeight: vars.fontWeight.semibold, padding: `0 ${vars.space.small}` });

export const interests = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
});

/**
 * While loading, at least a screen high: the page below (the site's footer) stays out of view
 * until the profile comes, which is far taller, so nothing visible moves (no layout shift).
 */
export const loading = style({ minHeight: '100dvh' });
