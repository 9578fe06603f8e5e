import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const toggle = style({
  marginInlineEnd: `calc(${vars.space.xsmall} * -1)`,
  fontSize: vars.text.large.fontSize,
});
