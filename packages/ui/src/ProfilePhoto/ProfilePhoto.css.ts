import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const root = style({
  position: 'relative',
  margin: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
  aspectRatio: '4 / 5',
  width: '100%',
  fontFamily: vars.font.body,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: {
    [`${root}[data-locked] &`]: { filter: 'blur(18px)', transform: 'scale(1.1)' },
  },
});

export const lockPanel = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  padding: vars.space.large,
  textAlign: 'center',
  background: vars.color.overlay,
  color: vars.color.textInverse,
});

export const lockText = style({
  margin: 0,
  maxWidth: '28ch',
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  background: vars.color.surfaceInverse,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
});

const chip = style({
  position: 'absolute',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const count = style([chip, { insetBlockEnd: vars.space.small, insetInlineEnd: vars.space.small }]);
export const fictional = style([
  chip,
  { insetBlockStart: vars.space.small, insetInlineStart: vars.space.small },
]);
