import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion, vars } from '@amori/tokens';

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
export const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

/** The dimmed backdrop behind modal overlays. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.modal,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.medium} ${vars.easing.standard}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.standard}` },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

/** Small floating surfaces: popovers, menus, tooltips. */
export const floating = style({
  zIndex: vars.zIndex.dropdown,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  selectors: {
    '&[data-state="open"], &[data-state="delayed-open"], &[data-state="instant-open"]': {
      animation: `${popIn} ${vars.duration.fast} ${vars.easing.standard}`,
    },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

/** The round close button in overlay corners. */
export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.text.large.fontSize,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** A compact text button used inside overlays (e.g. a toast's "Undo"). */
export const textButton = style({
  flexShrink: 0,
  minHeight: '32px',
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.text.small.fontSize,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
