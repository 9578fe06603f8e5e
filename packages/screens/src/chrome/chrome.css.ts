import { style } from '@vanilla-extract/css';
import { maxWidth, minWidth, vars } from '@amori/tokens';

export const logo = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.text.large.fontSize,
  color: vars.color.primaryText,
  textDecoration: 'none',
});

/** LogoBar: the logo alone, where (and as) the top navigation's would be. */
export const logoBar = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const logoBarInner = style({
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  maxWidth: vars.layout.maxWidth,
  minHeight: '56px',
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  '@media': { [maxWidth('sm')]: { paddingInline: vars.space.small } },
});

/** The member's name on the account menu's button; below md only the icon (the name stays its label). */
export const accountName = style({
  maxWidth: '16ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': {
    [maxWidth('md')]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
    },
  },
});

export const footer = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.text.small.fontSize,
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footerLink = style({
  display: 'inline-block',
  padding: `${vars.space.small} 0`,
  color: vars.color.text,
});

export const small = style({ margin: 0, color: vars.color.textMuted });

export const entryWarning = style({
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.large}`,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  textAlign: 'center',
  '@media': {
    [minWidth('md')]: { fontSize: vars.text.small.fontSize, lineHeight: vars.text.small.lineHeight },
  },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.large,
  background: vars.color.overlay,
});

export const dialog = style({
  display: 'grid',
  gap: vars.space.large,
  width: 'min(100%, 480px)',
  padding: vars.space.xlarge,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
});

export const dialogTitle = style({ margin: 0, fontSize: vars.text.xlarge.fontSize });
export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });
