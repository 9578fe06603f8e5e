// Inter (variable weight), self-hosted from @fontsource-variable/inter: only the Latin and Latin
// Extended subsets the 11 locales need. The faces are a CSS string, so a page can decide per
// request whether to declare them (the site does so once the font is in the browser's cache).
import latinExtUrl from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import latinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const face = (url: string, range: string) =>
  `@font-face{font-family:'Inter Variable';font-style:normal;font-weight:100 900;font-display:optional;src:url(${url}) format('woff2-variations');unicode-range:${range}}`;

/** The font files, the Latin subset (every locale's text) first. */
export const interFontFiles = [latinUrl, latinExtUrl] as const;

/** The @font-face rules for Inter Variable. */
export const interFontFaceCss = face(latinExtUrl, LATIN_EXT) + face(latinUrl, LATIN);
