import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  padding: vars.space.medium,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  textDecoration: 'none',
  fontFamily: vars.font.body,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-active]': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const text = style({ display: 'grid', minWidth: 0 });

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const last = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '[data-unread] &': { color: vars.color.text, fontWeight: vars.fontWeight.semibold } },
});

export const side = style({
  display: 'grid',
  justifyItems: 'end',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
});

/** The cost and the unread badge, side by side under the time. */
export const counts = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const credits = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
