import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@amori/tokens';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `background ${vars.duration.fast} ${vars.easing.standard}, filter ${vars.duration.fast}`,
    // Native elements (button, a): states come from pseudo-classes. Hover only where a
    // pointer can hover, so a tapped button does not stay tinted on a phone.
    '@media': {
      '(hover: hover)': { selectors: { '&:hover:not([data-disabled])': { filter: 'brightness(0.95)' } } },
    },
    selectors: {
      '&:active:not([data-disabled])': { filter: 'brightness(0.9)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-loading]': { cursor: 'progress' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    variant: {
      primary: { background: vars.color.primary, color: vars.color.primaryForeground },
      secondary: { background: vars.color.secondary, color: vars.color.secondaryForeground },
      success: { background: vars.color.success, color: vars.color.successForeground },
      outline: { background: 'transparent', color: vars.color.text, borderColor: vars.color.borderStrong },
      ghost: { background: 'transparent', color: vars.color.text },
      link: {
        background: 'transparent',
        color: vars.color.primaryText,
        textDecoration: 'underline',
        paddingInline: '0 !important',
      },
    },
    size: {
      small: { fontSize: vars.text.small.fontSize, minHeight: '32px', paddingInline: vars.space.medium },
      medium: { fontSize: vars.text.medium.fontSize, minHeight: '44px', paddingInline: vars.space.large },
      large: { fontSize: vars.text.large.fontSize, minHeight: '52px', paddingInline: vars.space.xlarge },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const icon = style({ display: 'inline-flex', flexShrink: 0, fontSize: '1.15em' });

export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });
