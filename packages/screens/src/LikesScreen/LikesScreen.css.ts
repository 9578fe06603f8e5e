import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const tabs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 44,
  padding: `${vars.space.small} ${vars.space.medium}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.semibold,
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: vars.color.primary, color: vars.color.primaryText },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const count = style({
  fontSize: vars.text.small.fontSize,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

/** The load-more button under a tab's cards, and its error. */
export const more = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.medium,
  marginBlockStart: vars.space.large,
});
