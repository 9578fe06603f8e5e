import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
});

export const content = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  cursor: 'pointer',
  outline: 'none',
});

export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  width: '100%',
  maxWidth: '420px',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.large,
  textAlign: 'center',
  fontFamily: vars.font.body,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.xxlarge.fontSize,
  lineHeight: vars.text.xxlarge.lineHeight,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const message = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  overflowWrap: 'anywhere',
  maxWidth: '32ch',
});

export const photoButton = style({
  padding: 0,
  border: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  width: '180px',
  height: '180px',
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  boxShadow: vars.shadow.large,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.textInverse}`, outlineOffset: '3px' },
  },
});

export const photo = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const hint = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});
