import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const header = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.medium });

export const output = style({
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const track = style({ position: 'relative', height: '32px', marginInline: '12px' });

export const rail = style({
  position: 'absolute',
  insetInline: 0,
  top: '50%',
  height: '4px',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  background: vars.color.border,
});

export const fill = style({ borderRadius: vars.radius.full, background: vars.color.primary });

export const thumb = style({
  top: '50%',
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `2px solid ${vars.color.primaryText}`,
  boxShadow: vars.shadow.small,
  cursor: 'grab',
  selectors: {
    '&[data-dragging]': { cursor: 'grabbing', background: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', borderColor: vars.color.borderStrong },
  },
});
