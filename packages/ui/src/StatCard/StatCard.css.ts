import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr',
  justifyItems: 'start',
  alignContent: 'start',
  gap: vars.space.xsmall,
  minWidth: 0,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    // A thicker border as well as the colour: "new" is not told by colour alone.
    '&[data-highlight]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
      background: vars.color.surfaceMuted,
    },
  },
});

export const link = style({
  cursor: 'pointer',
  transition: `box-shadow ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.medium },
    '&[data-highlight]:hover': { boxShadow: `inset 0 0 0 1px ${vars.color.primary}, ${vars.shadow.medium}` },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.primaryText,
  fontSize: vars.text.large.fontSize,
  selectors: {
    [`${card}[data-highlight] &`]: { background: vars.color.primary, color: vars.color.primaryForeground },
  },
});

export const value = style({
  fontSize: vars.text.xxlarge.fontSize,
  lineHeight: vars.text.xxlarge.lineHeight,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.semibold,
});
