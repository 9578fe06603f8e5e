import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

/** Inside the signup modal: no page padding of its own. */
export const embedded = style({ display: 'grid', gap: vars.space.large });

export const steps = style({ display: 'grid', gap: vars.space.small });
export const stepOf = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.small.fontSize });
export const stepList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const stepItem = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.text.small.fontSize,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="current"]': {
      borderColor: vars.color.primaryText,
      color: vars.color.text,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-state="done"]': { color: vars.color.text },
  },
});

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'center',
});
export const spacer = style({ flex: 1 });
export const target = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });
export const preview = style({
  width: 160,
  height: 160,
  objectFit: 'cover',
  borderRadius: vars.radius.large,
});
/** Where a later step shows while its code loads. */
export const placeholder = style({ display: 'grid', gap: vars.space.large, minHeight: 320 });
