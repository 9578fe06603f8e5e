import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

/** Shared field styling: every form component lays out label, control, help and error alike. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  marginBottom: vars.space.xsmall,
});

export const description = style({
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.textMuted,
  marginTop: vars.space.xsmall,
});

/** Always in the page (a live region must exist before its message), empty when valid. */
export const errorRegion = style({});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.danger,
  marginTop: vars.space.xsmall,
});

export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '1px',
} as const;

/** The box around a text-like control (input, textarea, select button, date segments). */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '44px',
  width: '100%',
  boxSizing: 'border-box',
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  textAlign: 'start',
  transition: `border-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&[data-focus-visible], &[data-focus-within], &:focus-visible, &:focus-within': focusRing,
    '&[data-invalid], [data-invalid] > &': { borderColor: vars.color.danger },
    '&[data-disabled], [data-disabled] > &': {
      background: vars.color.surfaceMuted,
      cursor: 'not-allowed',
      opacity: 0.7,
    },
  },
});

/** A bare input inside `control` (when the control has more than the input, e.g. a toggle). */
export const bareInput = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  padding: 0,
  margin: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  minHeight: '42px',
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});

/** A small icon button inside a control (show password, open the list). */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '32px',
  minHeight: '32px',
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
  },
});

/** The floating list of options (Select, ComboBox, menus). */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '320px',
  overflow: 'auto',
  boxSizing: 'border-box',
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.dropdown,
  fontFamily: vars.font.body,
});

export const listBox = style({ outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: '40px',
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.text.medium.fontSize,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
