import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const input = style({ gap: 0 });

export const segment = style({
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-type="literal"]': { paddingInline: 0, color: vars.color.textMuted },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.focusRing, color: vars.color.infoForeground },
  },
});
