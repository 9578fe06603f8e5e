import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { breakpoints, brand, colors, durationsMs, toastMaxWidth } from './values';

describe('design tokens', () => {
  it('exports the brand colours exactly as the spec gives them', () => {
    expect(brand).toEqual({ primary: '#efa43b', secondary: '#e12012', success: '#169613' });
    expect(colors.unread).toBe(colors.primary);
  });

  it('exports the four breakpoints of the spec', () => {
    expect(breakpoints).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200 });
  });

  it('knows white text fails on primary and success (why foreground tokens exist)', () => {
    expect(contrastRatio('#ffffff', brand.primary)).toBeLessThan(2.2);
    expect(contrastRatio('#ffffff', brand.success)).toBeLessThan(4.5);
  });

  it.each([
    ['primaryForeground', 'primary'],
    ['secondaryForeground', 'secondary'],
    ['successForeground', 'success'],
    ['unreadForeground', 'unread'],
    ['warningForeground', 'warning'],
    ['dangerForeground', 'danger'],
    ['infoForeground', 'info'],
    ['text', 'surface'],
    ['text', 'surfaceMuted'],
    ['textMuted', 'surface'],
    ['textMuted', 'surfaceMuted'],
    ['primaryText', 'surface'],
    ['successText', 'surface'],
    ['textInverse', 'surfaceInverse'],
    ['photoPlaceholderForeground', 'photoPlaceholder'],
  ] as const)('%s on %s passes WCAG AA (4.5:1)', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the photo placeholder silhouette at 3:1 on its tint (a graphic, WCAG 1.4.11)', () => {
    expect(contrastRatio(colors.photoPlaceholderShape, colors.photoPlaceholder)).toBeGreaterThanOrEqual(3);
  });

  it('keeps the match animation at 0.75 s and toasts at most 350 px wide', () => {
    expect(durationsMs.match).toBe(750);
    expect(toastMaxWidth).toBe('350px');
  });
});
