import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

/** A visitor's popup: the member's picture beside the text. */
export const introduce = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
});

export const introducePhoto = style({
  flex: 'none',
  width: '96px',
  height: '96px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.primary}`,
});

globalStyle(`${introducePhoto} > img`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
