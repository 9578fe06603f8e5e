import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  fontFamily: vars.font.body,
});

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primaryText, background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const icon = style({ fontSize: vars.text.xxlarge.fontSize, color: vars.color.textMuted });

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.text.medium.fontSize });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.text.small.fontSize });

export const previews = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const preview = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontSize: vars.text.xsmall.fontSize,
  color: vars.color.textMuted,
});

export const image = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const remove = style({
  position: 'absolute',
  top: vars.space.xsmall,
  insetInlineEnd: vars.space.xsmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const bar = style({
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const barFill = style({ height: '100%', background: vars.color.success });
