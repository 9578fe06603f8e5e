import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

/** A member's photos side by side, wrapping, without bullets. */
export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const thumb = style({
  display: 'block',
  width: 96,
  height: 96,
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});
