import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const section = style({
  display: 'grid',
  gap: vars.space.medium,
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
});
export const heading = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});
export const switches = style({ display: 'grid', gap: vars.space.medium });
export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium, flexWrap: 'wrap' });
export const grow = style({ flex: 1, minWidth: 0 });
export const buttonsRow = style({ display: 'flex', gap: vars.space.medium, flexWrap: 'wrap' });
export const saved = style({
  margin: 0,
  color: vars.color.successText,
  fontWeight: vars.fontWeight.semibold,
});
