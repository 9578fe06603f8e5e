import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints, type space } from './values';
import { vars } from './vars.css';

const spaceVars = vars.space as Record<keyof typeof space, string>;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    sm: { '@media': `screen and (min-width: ${breakpoints.sm}px)` },
    md: { '@media': `screen and (min-width: ${breakpoints.md}px)` },
    lg: { '@media': `screen and (min-width: ${breakpoints.lg}px)` },
    xl: { '@media': `screen and (min-width: ${breakpoints.xl}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: spaceVars,
    paddingTop: spaceVars,
    paddingBottom: spaceVars,
    paddingInlineStart: spaceVars,
    paddingInlineEnd: spaceVars,
    marginTop: spaceVars,
    marginBottom: spaceVars,
    marginInlineStart: spaceVars,
    marginInlineEnd: spaceVars,
    textAlign: ['start', 'center', 'end'],
    gridColumn: Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [i + 1, `span ${i + 1} / span ${i + 1}`]),
    ) as Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12, string>,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginInlineStart', 'marginInlineEnd'],
    marginX: ['marginInlineStart', 'marginInlineEnd'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colorProperties = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderRadius: vars.radius,
  },
});

/** Responsive spacing and layout props; see the Box component in @amori/ui. */
export const sprinkles = createSprinkles(responsiveProperties, colorProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
