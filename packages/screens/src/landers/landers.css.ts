import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { minWidth, vars } from '@amori/tokens';

/** One block: a full-width band with a centred column. */
export const block = style({
  display: 'grid',
  gap: vars.space.large,
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  maxWidth: '72rem',
  marginInline: 'auto',
  width: '100%',
  boxSizing: 'border-box',
  '@media': { [minWidth('md')]: { padding: `${vars.space.xxxlarge} ${vars.space.xlarge}` } },
});
export const muted = style({ background: vars.color.surfaceMuted });
export const center = style({ textAlign: 'center', justifyItems: 'center' });

export const heading = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  '@media': {
    [minWidth('md')]: { fontSize: vars.text.xxlarge.fontSize, lineHeight: vars.text.xxlarge.lineHeight },
  },
});
export const heroTitle = style({
  margin: 0,
  fontSize: vars.text.xxlarge.fontSize,
  lineHeight: vars.text.xxlarge.lineHeight,
  '@media': {
    [minWidth('md')]: { fontSize: vars.text.display.fontSize, lineHeight: vars.text.display.lineHeight },
  },
});
export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });

export const hero = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [minWidth('md')]: { gridTemplateColumns: '1fr 1fr' } },
});
export const heroText = style({ display: 'grid', gap: vars.space.large, justifyItems: 'start' });
/** Pictures keep their box before they load: no layout shift. */
export const portrait = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
});

/** A portrait's box around the photo placeholder (which fills it). */
export const portraitPlaceholder = style({ overflow: 'hidden' });

export const collage = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(3, 1fr)',
  gridAutoRows: '1fr',
});
globalStyle(`${collage} > :first-child`, { gridColumn: 'span 2', gridRow: 'span 2' });

export const gallery = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(2, 1fr)',
});
export const galleryColumns = {
  2: style({}),
  3: style({ '@media': { [minWidth('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' } } }),
  4: style({ '@media': { [minWidth('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' } } }),
};
export const memberTile = style({ display: 'grid', gap: vars.space.xsmall, position: 'relative' });
export const memberName = style({ fontWeight: vars.fontWeight.semibold });
export const onlineDot = style({
  display: 'inline-block',
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.success,
  marginInlineEnd: vars.space.xsmall,
});

export const icons = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
});
export const iconItem = style({
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'center',
  textAlign: 'center',
});
export const iconBadge = style({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryForeground,
});

export const map = style({
  width: '100%',
  maxWidth: '32rem',
  height: 'auto',
  aspectRatio: '1 / 1',
  margin: '0 auto',
});
export const mapLand = style({
  fill: vars.color.surfaceMuted,
  stroke: vars.color.borderStrong,
  strokeWidth: 1.5,
});
const pulse = keyframes({ '0%': { opacity: 0.9 }, '50%': { opacity: 0.4 }, '100%': { opacity: 0.9 } });
export const mapPin = style({
  fill: vars.color.primary,
  stroke: vars.color.primaryForeground,
  strokeWidth: 1.5,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 2.4s ease-in-out infinite` },
  },
});
export const mapLabel = style({ fontSize: 11, fill: vars.color.text });

/** Posts side by side as room allows, wrapping (no sideways scrolling region to reach by keyboard). */
export const feed = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.medium,
});
export const feedPost = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const feedHead = style({ display: 'flex', gap: vars.space.small, alignItems: 'center' });
export const avatar = style({
  display: 'block',
  flex: 'none',
  width: 40,
  height: 40,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
});

export const video = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceInverse,
});

const fade = keyframes({
  '0%': { opacity: 0 },
  '8%': { opacity: 1 },
  '33%': { opacity: 1 },
  '41%': { opacity: 0 },
  '100%': { opacity: 0 },
});
export const transitions = style({
  position: 'relative',
  width: '100%',
  maxWidth: '24rem',
  aspectRatio: '4 / 5',
  marginInline: 'auto',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceInverse,
});
export const transitionsVideo = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0.5,
});
export const transitionsSlide = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${fade} 9s linear infinite`, opacity: 0 },
  },
});
globalStyle(`${transitionsSlide}:first-of-type`, {
  '@media': { '(prefers-reduced-motion: reduce)': { opacity: 1 } },
});

export const swipe = style({
  width: '100%',
  maxWidth: '24rem',
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space.large,
});

/** The swipe teaser's "Report" link, small, under the card's buttons. */
export const swipeReport = style({ margin: 0, textAlign: 'center' });

export const quotes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' } },
});
export const quote = style({
  margin: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.small,
});

export const faq = style({ display: 'grid', gap: vars.space.small, width: '100%', maxWidth: '48rem' });
export const faqItem = style({
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.medium,
});
globalStyle(`${faqItem} > summary`, { cursor: 'pointer', fontWeight: vars.fontWeight.semibold });
globalStyle(`${faqItem} > p`, { margin: `${vars.space.small} 0 0`, color: vars.color.textMuted });

export const signup = style({
  width: '100%',
  maxWidth: '32rem',
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space.large,
});

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' });
export const main = style({ flex: '1 0 auto', outline: 'none' });
export const logoBar = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const logo = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.text.large.fontSize,
  color: vars.color.primaryText,
  textDecoration: 'none',
});
