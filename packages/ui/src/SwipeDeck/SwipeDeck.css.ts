import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const deck = style({
  display: 'grid',
  gap: vars.space.medium,
  justifyItems: 'center',
  width: '100%',
  maxWidth: '360px',
  marginInline: 'auto',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const stack = style({ position: 'relative', width: '100%', aspectRatio: '4 / 5' });

export const card = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
  boxShadow: vars.shadow.medium,
  cursor: 'grab',
  touchAction: 'pan-y',
  userSelect: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
    '&[data-behind]': { transform: 'scale(0.95) translateY(12px)', cursor: 'default' },
    '&[data-placeholder]': { cursor: 'default' },
  },
});

export const photo = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  pointerEvents: 'none',
});

export const caption = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  display: 'grid',
  padding: vars.space.medium,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

export const name = style({
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.fontWeight.bold,
});
export const region = style({ fontSize: vars.text.small.fontSize, lineHeight: vars.text.small.lineHeight });

export const actions = style({ display: 'flex', gap: vars.space.large, justifyContent: 'center' });

export const remaining = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const empty = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.large,
  margin: 0,
  textAlign: 'center',
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.large,
  color: vars.color.textMuted,
});

// The arrow keys are for a keyboard: on a touch-only device (a phone) the line is not shown.
// It still describes the card (aria-describedby reads hidden text), for a keyboard paired later.
export const hint = style({
  display: 'none',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  textAlign: 'center',
  '@media': { '(any-pointer: fine)': { display: 'block' } },
});
