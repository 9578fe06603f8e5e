import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion, vars } from '@amori/tokens';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(16px)' },
  to: { opacity: 1, transform: 'none' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: `min(${vars.layout.toastMaxWidth}, 100vw)`,
  maxWidth: vars.layout.toastMaxWidth,
  margin: 0,
  padding: vars.space.large,
  listStyle: 'none',
  outline: 'none',
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.medium,
  paddingInlineStart: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.medium} ${vars.easing.standard}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.standard}` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: `transform ${vars.duration.medium}` },
    '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { [reducedMotion]: { animation: 'none !important', transition: 'none' } },
});

export const tone = styleVariants({
  info: { borderInlineStartColor: vars.color.info },
  success: { borderInlineStartColor: vars.color.success },
  warning: { borderInlineStartColor: vars.color.warning },
  danger: { borderInlineStartColor: vars.color.danger },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xsmall,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.text.medium.fontSize });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const action = style({ alignSelf: 'center' });
