import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const input = style({
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});
