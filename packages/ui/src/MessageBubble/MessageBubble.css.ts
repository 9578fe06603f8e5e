import { style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  fontFamily: vars.font.body,
  selectors: { '&[data-own]': { alignItems: 'flex-end' } },
});

export const bubble = style({
  maxWidth: 'min(80%, 36em)',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.large,
  borderEndStartRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
  selectors: {
    [`${row}[data-own] &`]: {
      background: vars.color.primary,
      color: vars.color.primaryForeground,
      borderEndStartRadius: vars.radius.large,
      borderEndEndRadius: vars.radius.small,
    },
    [`${row}[data-status="sending"] &`]: { opacity: 0.75 },
    [`${row}[data-status="failed"] &`]: { outline: `2px solid ${vars.color.danger}` },
  },
});

export const gift = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.fontWeight.semibold,
});
export const giftIcon = style({ fontSize: vars.text.xlarge.fontSize, display: 'inline-flex' });

export const photo = style({
  display: 'block',
  maxWidth: '100%',
  width: '240px',
  height: 'auto',
  borderRadius: vars.radius.medium,
});

export const meta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
});

export const status = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });

export const failed = style({ color: vars.color.danger, fontWeight: vars.fontWeight.semibold });
