/**
 * The page's own path and query, read from the window rather than the router: behaviours take
 * parameters out of the URL (`t`, tracking) with history.replaceState, which the router does
 * not see. Used as the way back after login or signup.
 */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}
