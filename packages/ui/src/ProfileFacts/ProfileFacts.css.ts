import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8em, max-content) 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
});

export const term = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const value = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
export const empty = style({ margin: 0, color: vars.color.textMuted, fontFamily: vars.font.body });
