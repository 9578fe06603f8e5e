import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const root = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  background: vars.color.photoPlaceholder,
  color: vars.color.photoPlaceholderForeground,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  userSelect: 'none',
  selectors: {
    // Initials grow with the box (sized by its parent, as an avatar is).
    '&[data-photo-placeholder="initials"]': { containerType: 'size' },
  },
});

export const silhouette = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  width: '100%',
  height: '70%',
  fill: vars.color.photoPlaceholderShape,
});

export const initials = style({
  fontSize: 'clamp(12px, 38cqmin, 96px)',
  lineHeight: 1,
  letterSpacing: '0.02em',
});
