import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

/**
 * Off screen until it has the focus, then over the top of the page: a keyboard user sees where
 * their first Tab went, a pointer user never sees it.
 */
export const link = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  top: vars.space.small,
  zIndex: vars.zIndex.toast,
  transform: 'translateY(-200%)',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  selectors: {
    '&:focus': { transform: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
