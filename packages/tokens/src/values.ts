/**
 * The raw token values of the default Amori theme. Plain data, no CSS: the theme
 * (`theme.css.ts`), the docs page and the tests all read these.
 */

/** Brand colours, exactly as the spec gives them. */
export const brand = {
  primary: '#efa43b',
  secondary: '#e12012',
  success: '#169613',
} as const;

export const colors = {
  ...brand,
  /** Text that sits on a brand colour; each passes WCAG AA (4.5:1) on its colour. */
  primaryForeground: '#1f1400',
  secondaryForeground: '#ffffff',
  successForeground: '#061a05',
  /** Brand colours darkened for text and links on light surfaces (white on primary is 2.1:1). */
  primaryText: '#8a4f00',
  successText: '#0f6b0d',
  /** The unread-messages badge uses the primary colour (spec point 9). */
  unread: brand.primary,
  unreadForeground: '#1f1400',
  warning: '#f6c343',
  warningForeground: '#2b1d00',
  danger: '#c0160b',
  dangerForeground: '#ffffff',
  info: '#1d5fbf',
  infoForeground: '#ffffff',
  text: '#1c1b1f',
  textMuted: '#595863',
  textInverse: '#ffffff',
  surface: '#ffffff',
  surfaceMuted: '#f5f3f0',
  surfaceRaised: '#ffffff',
  surfaceInverse: '#1c1b1f',
  border: '#d9d6d0',
  borderStrong: '#8c8a85',
  focusRing: '#1d5fbf',
  overlay: 'rgba(20, 18, 16, 0.6)',
  /**
   * A member's picture when they have no photo: a tint of the primary colour, the silhouette
   * drawn on it (3:1, as a graphic needs) and the initials (AA, so initials of any size read).
   */
  photoPlaceholder: '#fdf1e0',
  photoPlaceholderShape: '#bb7b2c',
  photoPlaceholderForeground: '#8a4f00',
} as const;

/** Min-width breakpoints in px (spec point 9). */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const space = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
  xxxlarge: '48px',
  huge: '64px',
} as const;
export type Space = keyof typeof space;

export const radii = {
  none: '0',
  small: '4px',
  medium: '8px',
  large: '16px',
  full: '9999px',
} as const;

export const fonts = {
  body: "'Inter Variable', 'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

/** Type scale: size / line height pairs. */
export const typeScale = {
  xsmall: { fontSize: '12px', lineHeight: '16px' },
  small: { fontSize: '14px', lineHeight: '20px' },
  medium: { fontSize: '16px', lineHeight: '24px' },
  large: { fontSize: '20px', lineHeight: '28px' },
  xlarge: { fontSize: '24px', lineHeight: '32px' },
  xxlarge: { fontSize: '32px', lineHeight: '40px' },
  display: { fontSize: '44px', lineHeight: '52px' },
} as const;
export type TextSize = keyof typeof typeScale;

export const fontWeights = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const shadows = {
  small: '0 1px 2px rgba(20, 18, 16, 0.12)',
  medium: '0 4px 12px rgba(20, 18, 16, 0.14)',
  large: '0 12px 32px rgba(20, 18, 16, 0.2)',
} as const;

/** Stacking layers, lowest first. */
export const zIndex = {
  base: '0',
  nav: '100',
  dropdown: '200',
  modal: '300',
  toast: '400',
} as const;

/** Durations in milliseconds. The match animation lasts 0.75 s (spec point 2). */
export const durationsMs = {
  fast: 120,
  medium: 200,
  slow: 400,
  match: 750,
} as const;

export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  emphasized: 'cubic-bezier(0.3, 0, 0, 1.3)',
} as const;

export const grid = { columns: 12, gutter: space.large, maxWidth: '1140px' } as const;

/** Toasts are at most 350 px wide (spec point 9). */
export const toastMaxWidth = '350px';
