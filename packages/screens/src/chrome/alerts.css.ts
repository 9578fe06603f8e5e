import { style } from '@vanilla-extract/css';
import { maxWidth, vars } from '@amori/tokens';

export const area = style({
  display: 'grid',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.large}`,
  width: '100%',
  boxSizing: 'border-box',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
});

export const alert = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  selectors: {
    '&[data-tone="primary"]': { borderColor: vars.color.primary, background: '#fdf1e0' },
    '&[data-tone="warning"]': { borderColor: vars.color.warning, background: '#fef7e1' },
  },
});

export const text = style({ margin: 0, flex: '1 1 16rem' });

export const action = style({ color: vars.color.primaryText, fontWeight: vars.fontWeight.semibold });

/** A banner past a phone's room (BANNERS_AT_ONCE.phone): shown from the md breakpoint on. */
export const widerOnly = style({ '@media': { [maxWidth('md')]: { display: 'none' } } });
