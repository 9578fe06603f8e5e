import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: '1px solid',
  borderInlineStartWidth: '4px',
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
});

export const banner = style({ borderRadius: 0, borderInlineWidth: 0, borderTopWidth: 0 });

/** The tone shows in the border and icon; the text stays on the neutral surface for contrast. */
export const tone = styleVariants({
  info: { borderColor: vars.color.info },
  success: { borderColor: vars.color.success },
  warning: { borderColor: vars.color.warning },
  danger: { borderColor: vars.color.danger },
});

export const iconTone = styleVariants({
  info: { color: vars.color.info },
  success: { color: vars.color.successText },
  warning: { color: vars.color.primaryText },
  danger: { color: vars.color.danger },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: vars.text.large.fontSize,
  paddingBlockStart: '2px',
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockStart: vars.space.small,
});

export const dismiss = style({
  marginBlock: `calc(-1 * ${vars.space.small})`,
  marginInlineEnd: `calc(-1 * ${vars.space.small})`,
});
