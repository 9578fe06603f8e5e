import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  color: vars.color.text,
});

export const icon = style({
  display: 'inline-flex',
  alignSelf: 'center',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.secondary,
  fontSize: vars.text.xlarge.fontSize,
});
