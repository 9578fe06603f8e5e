import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const group = style({
  display: 'grid',
  gap: vars.space.small,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.text.medium.fontSize });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: vars.space.small,
});

export const gift = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': {
      borderColor: vars.color.primaryText,
      boxShadow: `inset 0 0 0 2px ${vars.color.primaryText}`,
      background: vars.color.surfaceMuted,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const picture = style({
  fontSize: vars.text.xxlarge.fontSize,
  lineHeight: 1,
  display: 'inline-flex',
  width: '48px',
  height: '48px',
});
export const name = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});
export const cost = style({
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});
