import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

/** Scrolls sideways inside its column when the table is wider than a phone, never the page. */
export const scroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  color: vars.color.text,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.medium} ${vars.space.large}`,
  color: vars.color.textMuted,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** The caption is read by screen readers only; the page's heading says the same. */
export const captionHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.small} ${vars.space.large}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, {
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${table} tbody tr + tr, ${table} thead + tbody tr:first-child`, {
  borderBlockStart: `1px solid ${vars.color.border}`,
});
/** Figures line up on their last digit. */
globalStyle(`${table} [data-numeric]`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
