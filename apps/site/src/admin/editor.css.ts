import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

/** A block in Puck's list: its name and what it shows. */
export const drawerItem = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'grab',
});
export const drawerName = style({ fontWeight: vars.fontWeight.semibold });
export const drawerDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const addBlocks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  marginTop: vars.space.medium,
});

/** The header's actions: back to the list, the preview's language, save and publish. */
export const actions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});
export const language = style({ minWidth: '10rem' });
export const status = style({ alignSelf: 'center', color: vars.color.textMuted });

/** A field of the sidebar (the library's control with its label and help). */
export const field = style({ padding: `${vars.space.small} ${vars.space.medium}` });
