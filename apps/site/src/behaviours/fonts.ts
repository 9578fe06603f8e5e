import { readCookie } from '@amori/core';
import { interFontFiles } from '@amori/tokens/inter';

/**
 * Set once the Inter font is in the browser's cache. Only then does the page declare it: a
 * font arriving after the first paint would re-wrap text (layout shift), while a cached one
 * is there for the first paint.
 */
export const FONTS_COOKIE = 'fonts_cached';
const ONE_YEAR_SECONDS = 365 * 86_400;

/** After the page has loaded, fetches the Latin font file into the cache and sets the cookie. */
export function warmFontCache(): () => void {
  if (readCookie(document.cookie, FONTS_COOKIE) !== null) return () => {};
  let cancelled = false;
  const warm = () => {
    fetch(interFontFiles[0])
      .then((response) => {
        if (!cancelled && response.ok) {
          document.cookie = `${FONTS_COOKIE}=1; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
        }
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') warm();
  else window.addEventListener('load', warm, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', warm);
  };
}
