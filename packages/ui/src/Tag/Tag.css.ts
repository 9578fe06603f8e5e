import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxWidth: '100%',
  borderRadius: vars.radius.full,
  border: '1px solid transparent',
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.2,
});

export const size = styleVariants({
  small: { fontSize: vars.text.xsmall.fontSize, minHeight: '22px', paddingInline: vars.space.small },
  medium: { fontSize: vars.text.small.fontSize, minHeight: '28px', paddingInline: vars.space.medium },
});

export const tone = styleVariants({
  neutral: { background: vars.color.surfaceMuted, color: vars.color.text, borderColor: vars.color.border },
  primary: { background: vars.color.primary, color: vars.color.primaryForeground },
  success: { background: vars.color.success, color: vars.color.successForeground },
  warning: { background: vars.color.warning, color: vars.color.warningForeground },
  danger: { background: vars.color.danger, color: vars.color.dangerForeground },
  info: { background: vars.color.info, color: vars.color.infoForeground },
});

export const text = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '24px',
  height: '24px',
  marginInlineEnd: `calc(-1 * ${vars.space.xsmall})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  // A native button: states from pseudo-classes, hover only where a pointer can hover.
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { background: 'rgba(0, 0, 0, 0.08)' } } },
  },
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
