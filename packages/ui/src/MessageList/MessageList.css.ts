import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const scroller = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.medium,
  fontFamily: vars.font.body,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const older = style({ alignSelf: 'center' });

export const day = style({
  alignSelf: 'center',
  margin: 0,
  marginBlock: vars.space.small,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.semibold,
});

export const group = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
});

export const empty = style({ margin: 'auto', color: vars.color.textMuted, textAlign: 'center' });

/** A message with something above it (a warning): the two stacked, a little apart. */
export const withBefore = style({ display: 'grid', gap: vars.space.xsmall });
