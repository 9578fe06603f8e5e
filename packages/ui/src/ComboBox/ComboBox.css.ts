import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const empty = style({
  padding: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
});
