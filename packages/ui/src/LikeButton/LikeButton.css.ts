import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minWidth: '44px',
  minHeight: '44px',
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.text.medium.fontSize,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  transition: `background ${vars.duration.fast} ${vars.easing.standard}, transform ${vars.duration.fast}`,
  selectors: {
    '&[data-selected]': {
      background: vars.color.secondary,
      color: vars.color.secondaryForeground,
      borderColor: vars.color.secondary,
    },
    // A native button: pressed and focus states from pseudo-classes.
    '&:active:not([data-disabled])': { transform: 'scale(0.95)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const error = style({
  color: vars.color.danger,
  fontSize: vars.text.small.fontSize,
  fontFamily: vars.font.body,
});
