import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation inside the site to another page, the focus goes to the new page's main
 * region when it was lost: the link or button that had it belonged to the page that went, so it
 * would fall to the document, a screen reader would announce nothing, and the next Tab would go
 * on from where that element used to be. Focus a page put somewhere on purpose stays there.
 */
export function useRouteFocus(mainId: string): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    // Scrolling is the router's (the top of a new page, the place kept on back).
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
