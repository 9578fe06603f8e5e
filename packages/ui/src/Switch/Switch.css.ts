import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '32px',
  fontFamily: vars.font.body,
  fontSize: vars.text.medium.fontSize,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: '44px',
  height: '24px',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  transition: `background ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      background: vars.color.success,
      borderColor: vars.color.successText,
    },
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  insetInlineStart: '2px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(20px)', background: vars.color.surface },
    [`[dir="rtl"] ${switchRoot}[data-selected] &`]: { transform: 'translateX(-20px)' },
  },
});
