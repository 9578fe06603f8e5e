import { style } from '@vanilla-extract/css';
import { maxWidth, vars } from '@amori/tokens';
import { visuallyHiddenBelow } from '../styles/a11y.css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.nav,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  boxSizing: 'border-box',
  maxWidth: vars.layout.maxWidth,
  minHeight: '56px',
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  // A phone: four 44 px links, a language and an account menu on one line at 360 px.
  '@media': { [maxWidth('sm')]: { gap: vars.space.xsmall, paddingInline: vars.space.small } },
});

export const brand = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

export const links = style({
  display: 'flex',
  alignItems: 'center',
  // Room for a "99+" badge that sits on its icon's corner on small screens.
  gap: vars.space.small,
  margin: 0,
  marginInlineStart: 'auto',
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '44px',
  minWidth: '44px',
  justifyContent: 'center',
  boxSizing: 'border-box',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-current="page"]': { color: vars.color.primaryText, fontWeight: vars.fontWeight.bold },
  },
});

export const linkIcon = style({ fontSize: vars.text.large.fontSize, flexShrink: 0 });

/** Link labels collapse to icons on small screens (still the link's accessible name). */
export const linkLabel = visuallyHiddenBelow.md;

export const badge = style({
  '@media': {
    // On the icon's top corner, not over it.
    [maxWidth('md')]: { position: 'absolute', top: 0, insetInlineStart: '60%' },
  },
});

export const slot = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });
