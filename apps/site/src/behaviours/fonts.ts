import { FONTS_COOKIE, fontsCookie, readCookie } from '@amori/core';
import { interFontFiles } from '@amori/tokens/inter';

/** After the page has loaded, fetches the Latin font file into the cache and sets the cookie. */
export function warmFontCache(): () => void {
  if (readCookie(document.cookie, FONTS_COOKIE) !== null) return () => {};
  let cancelled = false;
  const warm = () => {
    fetch(interFontFiles[0])
      .then((response) => {
        if (!cancelled && response.ok) {
          document.cookie = fontsCookie();
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
