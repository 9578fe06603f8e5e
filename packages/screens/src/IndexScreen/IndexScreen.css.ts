import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@amori/tokens';

export const hero = style({
  display: 'grid',
  gap: vars.space.large,
  justifyItems: 'start',
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  '@media': { [minWidth('md')]: { padding: `${vars.space.huge} ${vars.space.xlarge}` } },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: vars.text.small.fontSize,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.xxlarge.fontSize,
  lineHeight: vars.text.xxlarge.lineHeight,
  '@media': {
    [minWidth('md')]: { fontSize: vars.text.display.fontSize, lineHeight: vars.text.display.lineHeight },
  },
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });
