import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: 'max-content',
  maxWidth: 'min(320px, calc(100vw - 16px))',
  padding: vars.space.large,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const title = style({
  margin: 0,
  flex: 1,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.text.medium.fontSize,
});

export const close = style({
  marginBlock: `calc(-1 * ${vars.space.small})`,
  marginInlineEnd: `calc(-1 * ${vars.space.small})`,
});

export const arrow = style({ fill: vars.color.surfaceRaised, stroke: vars.color.border });
