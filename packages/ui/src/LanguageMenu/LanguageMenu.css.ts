import { globalStyle, style } from '@vanilla-extract/css';
import { maxWidth, vars } from '@amori/tokens';
import { visuallyHiddenBelow } from '../styles/a11y.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '44px',
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.text.small.fontSize,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

/** The small trigger sits beside small buttons (32 px), e.g. in the top bar. */
export const triggerSmall = style({
  minHeight: '32px',
  // A phone: the globe alone (the language's name and the chevron hidden; the name stays in the label).
  '@media': {
    [maxWidth('sm')]: { minWidth: '32px', justifyContent: 'center', paddingInline: vars.space.xsmall },
  },
});
globalStyle(`${triggerSmall} > svg:last-child`, { '@media': { [maxWidth('sm')]: { display: 'none' } } });

export const current = visuallyHiddenBelow.sm;

export const option = style({
  justifyContent: 'space-between',
  selectors: { '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold } },
});

export const check = style({ display: 'inline-flex' });
