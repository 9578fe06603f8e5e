import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';
import { focusRing } from '../Field/Field.css';

/** A native button: the pointer and keyboard states come from the browser, not react-aria's data attributes. */
export const toggle = style({
  marginInlineEnd: `calc(${vars.space.xsmall} * -1)`,
  fontSize: vars.text.large.fontSize,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed' },
  },
});
