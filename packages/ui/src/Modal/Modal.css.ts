import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { minWidth, reducedMotion, vars } from '@amori/tokens';

const enter = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: `calc(100vw - 2 * ${vars.space.large})`,
  maxHeight: `calc(100dvh - 2 * ${vars.space.large})`,
  overflowY: 'auto',
  padding: vars.space.xlarge,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  selectors: {
    '&[data-state="open"]': { animation: `${enter} ${vars.duration.medium} ${vars.easing.standard}` },
    '&[data-state="closed"]': { animation: `${exit} ${vars.duration.fast} ${vars.easing.standard}` },
    '&:focus': { outline: 'none' },
  },
  '@media': {
    [reducedMotion]: { animation: 'none !important' },
    [minWidth('sm')]: { padding: vars.space.xxlarge },
  },
});

export const size = styleVariants({
  small: { maxWidth: '400px' },
  medium: { maxWidth: '560px' },
  large: { maxWidth: '800px' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  overflowWrap: 'anywhere',
});

export const body = style({ overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
