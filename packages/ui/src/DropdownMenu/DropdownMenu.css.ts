import { style } from '@vanilla-extract/css';
import { maxWidth, vars } from '@amori/tokens';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '44px',
  paddingInline: vars.space.medium,
  border: `1px solid transparent`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The small trigger sits beside small buttons (32 px), e.g. in the top bar. */
export const triggerSmall = style({
  minHeight: '32px',
  paddingInline: vars.space.small,
  fontSize: vars.text.small.fontSize,
  '@media': { [maxWidth('sm')]: { paddingInline: vars.space.xsmall, gap: vars.space.xsmall } },
});

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  minWidth: '200px',
  maxWidth: 'min(320px, calc(100vw - 16px))',
  padding: vars.space.xsmall,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '40px',
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  fontSize: vars.text.medium.fontSize,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  overflowWrap: 'anywhere',
  // Link items look like the others.
  textDecoration: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceMuted },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-tone="danger"]': { color: vars.color.danger },
  },
});

export const itemIcon = style({ display: 'inline-flex', flexShrink: 0, fontSize: '1.15em' });

export const separator = style({
  height: '1px',
  marginBlock: vars.space.xsmall,
  background: vars.color.border,
});
