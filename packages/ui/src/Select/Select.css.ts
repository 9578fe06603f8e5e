import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const trigger = style({
  justifyContent: 'space-between',
  cursor: 'pointer',
});

export const value = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });
