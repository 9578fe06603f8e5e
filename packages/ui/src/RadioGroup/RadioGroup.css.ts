import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  selectors: {
    '[data-orientation="horizontal"] > &': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.large },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '24px',
  fontSize: vars.text.medium.fontSize,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const dot = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  transition: `border-width ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    [`${radio}[data-selected] &`]: { borderWidth: '6px', borderColor: vars.color.primaryText },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
