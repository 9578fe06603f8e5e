import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const card = style({
  display: 'flex',
  width: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'start',
  textDecoration: 'none',
  fontFamily: vars.font.body,
  cursor: 'pointer',
  transition: `box-shadow ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.medium },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const variants = styleVariants({
  compact: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: vars.space.medium,
    paddingInlineEnd: vars.space.medium,
  },
  large: { flexDirection: 'column' },
});

export const media = style({ position: 'relative', flex: 'none', background: vars.color.surfaceMuted });

export const mediaVariants = styleVariants({
  compact: { width: '72px', height: '72px' },
  large: { width: '100%', aspectRatio: '4 / 5' },
});

export const photo = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });
export const bodyVariants = styleVariants({
  compact: { paddingBlock: vars.space.small },
  large: { padding: vars.space.medium },
});

export const nameLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const region = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const dot = style({
  flex: 'none',
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.color.success,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});
