import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const group = style({
  display: 'grid',
  gap: vars.space.small,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.small,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: '56px',
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: `border-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': {
      borderColor: vars.color.primaryText,
      boxShadow: `inset 0 0 0 1px ${vars.color.primaryText}`,
      background: vars.color.surfaceMuted,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const name = style({
  flex: 1,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  overflowWrap: 'anywhere',
});

export const dot = style({
  flex: 'none',
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  display: 'grid',
  placeItems: 'center',
  selectors: {
    [`${option}[data-selected] &`]: { borderColor: vars.color.primaryText },
    [`${option}[data-selected] &::after`]: {
      content: '""',
      width: '10px',
      height: '10px',
      borderRadius: vars.radius.full,
      background: vars.color.primaryText,
    },
  },
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.medium.fontSize,
});
