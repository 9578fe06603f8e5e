import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 0,
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '44px',
  paddingInline: vars.space.large,
  border: 0,
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.text.medium.fontSize,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const panel = style({
  paddingBlock: vars.space.large,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` } },
});
