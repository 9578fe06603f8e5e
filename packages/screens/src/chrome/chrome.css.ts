import { globalStyle, style } from '@vanilla-extract/css';
import { minWidth, vars } from '@amori/tokens';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.nav,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  '@media': {
    [minWidth('md')]: { gap: vars.space.medium, padding: `${vars.space.small} ${vars.space.large}` },
  },
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  minHeight: '56px',
});

export const logo = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.text.large.fontSize,
  color: vars.color.primaryText,
  textDecoration: 'none',
  marginInlineEnd: 'auto',
});

/** One line at every width: on phones the links are icons (their text stays for screen readers). */
export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexWrap: 'nowrap',
  '@media': { [minWidth('md')]: { gap: vars.space.small } },
});

export const navLink = style({
  position: 'relative',
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: '44px',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '44px',
  padding: `0 ${vars.space.small}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.medium,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

/** Visually hidden below md (icons only), still read by screen readers; shown from md up. */
export const navText = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  '@media': {
    [minWidth('md')]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
      clipPath: 'none',
    },
  },
});

export const select = style({
  font: 'inherit',
  minHeight: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  // Phones: a 44 px globe (the icon over it) with the select's text transparent; its
  // accessible name and value stay, and the options list is readable.
  width: '44px',
  padding: 0,
  appearance: 'none',
  color: 'transparent',
  '@media': {
    [minWidth('md')]: {
      width: 'auto',
      padding: `0 ${vars.space.small}`,
      appearance: 'auto',
      color: vars.color.text,
    },
  },
});
globalStyle(`${select} option`, { color: vars.color.text });

export const languagePicker = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });
export const languageIcon = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  pointerEvents: 'none',
  '@media': { [minWidth('md')]: { display: 'none' } },
});

/** Below md the count badge sits on the icon's corner, so each link is one 44 px icon. */
export const navBadge = style({
  position: 'absolute',
  top: '2px',
  insetInlineEnd: 0,
  lineHeight: 1,
  '@media': { [minWidth('md')]: { position: 'static' } },
});

export const menu = style({ position: 'relative' });
export const menuList = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: '100%',
  zIndex: vars.zIndex.dropdown,
  display: 'grid',
  minWidth: '180px',
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
});

export const creditsBadge = style({
  display: 'inline-flex',
  minWidth: '20px',
  justifyContent: 'center',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  fontSize: vars.text.xsmall.fontSize,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&[data-tone="warning"]': { background: vars.color.warning, color: vars.color.warningForeground },
    '&[data-tone="danger"]': { background: vars.color.danger, color: vars.color.dangerForeground },
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

/** Icons keep their size when a phone's header is tight. */
globalStyle(`${navLink} svg`, { flexShrink: 0 });
