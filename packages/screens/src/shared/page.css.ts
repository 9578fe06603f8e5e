import { globalStyle, style } from '@vanilla-extract/css';
import { minWidth, vars } from '@amori/tokens';

/** A readable content column for text pages and forms. */
export const page = style({
  display: 'grid',
  gap: vars.space.large,
  alignContent: 'start',
  maxWidth: '72ch',
  marginInline: 'auto',
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  '@media': { [minWidth('md')]: { padding: `${vars.space.xxxlarge} ${vars.space.xlarge}` } },
});

export const title = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  '@media': {
    [minWidth('md')]: { fontSize: vars.text.xxlarge.fontSize, lineHeight: vars.text.xxlarge.lineHeight },
  },
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const prose = style({ display: 'grid', gap: vars.space.medium });
globalStyle(`${prose} p, ${prose} dl, ${prose} h2`, { margin: 0 });
globalStyle(`${prose} h2`, { fontSize: vars.text.large.fontSize, lineHeight: vars.text.large.lineHeight });
globalStyle(`${prose} a`, { color: vars.color.primaryText });
globalStyle(`${prose} h3`, {
  margin: 0,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
});

/** A list inside prose: the browser's bullets, indented within the column. */
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  display: 'grid',
  gap: vars.space.xsmall,
});

/** A question and its answer, kept together. */
export const question = style({ display: 'grid', gap: vars.space.xsmall });

/** Label and value pairs: side by side where there is room, stacked on a phone. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  '@media': { [minWidth('sm')]: { gridTemplateColumns: 'max-content 1fr' } },
});
globalStyle(`${details} dt`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const link = style({ color: vars.color.primaryText, fontWeight: vars.fontWeight.semibold });

/** Minimal form field markup until the library's TextField lands. */
export const form = style({ display: 'grid', gap: vars.space.large });
export const field = style({ display: 'grid', gap: vars.space.xsmall });
export const label = style({ fontWeight: vars.fontWeight.semibold });
export const input = style({
  font: 'inherit',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  minHeight: '44px',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.text.small.fontSize });

/** Minimal alert markup until the library's Alert lands. */
export const alert = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.danger}`,
  background: '#fdecea',
  color: vars.color.text,
});
export const success = style([alert, { borderColor: vars.color.successText, background: '#e8f5e7' }]);
