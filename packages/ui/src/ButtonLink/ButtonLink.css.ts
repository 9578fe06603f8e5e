import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

/** A plain anchor has no react-aria data attributes: hover and focus come from pseudo-classes. */
export const link = style({
  selectors: {
    '&:hover': { filter: 'brightness(0.95)' },
    '&:active': { filter: 'brightness(0.9)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
