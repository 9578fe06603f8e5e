import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@amori/tokens';

/** The packages: one a row on a phone, up to four on a wide screen. */
export const packages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': {
    [minWidth('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [minWidth('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const features = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const claim = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.fontWeight.semibold,
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });
export const detail = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
