import { globalStyle, style } from '@vanilla-extract/css';
import { minWidth, vars } from '@amori/tokens';

export const footer = style({
  marginTop: vars.space.xxxlarge,
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const inner = style({
  display: 'grid',
  gap: vars.space.xlarge,
  boxSizing: 'border-box',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xxlarge} ${vars.layout.gutter}`,
});

/** Compact: less room, e.g. for members or inside an installed app. */
export const compact = style({});
globalStyle(`${compact} ${inner}`, {
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
});
globalStyle(`${compact}`, { marginTop: vars.space.xlarge });

export const top = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [minWidth('md')]: { gridTemplateColumns: '2fr 1fr' } },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.xsmall,
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: {
    '&:hover': { color: vars.color.primaryText },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const company = style({ color: vars.color.textMuted, fontStyle: 'normal' });

export const disclaimer = style({
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
});
