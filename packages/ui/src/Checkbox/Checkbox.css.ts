import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const wrapper = style({ display: 'flex', flexDirection: 'column', fontFamily: vars.font.body });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: '24px',
  color: vars.color.text,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  marginTop: vars.space.xxsmall,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.primaryForeground,
  transition: `background ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primaryText,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
