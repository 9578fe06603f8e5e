import { matchRoute } from '@amori/core';
import type { Namespace } from './resources';

/** Namespaces every page needs (layout chrome, errors). */
export const BASE_NAMESPACES: readonly Namespace[] = ['common', 'nav', 'errors'];

/** Extra namespaces per route name; loaded on demand when the route is opened. */
const ROUTE_NAMESPACES: Record<string, readonly Namespace[]> = {
  login: ['auth'],
  complaints: ['support'],
  'lang-config': ['support'],
};

/** The namespaces the page at `pathname` needs, so the client has them before hydrating. */
export function namespacesForPath(pathname: string): Namespace[] {
  const name = matchRoute(pathname)?.entry.name ?? '';
  const extra = name.startsWith('pages-') ? (['pages'] as const) : (ROUTE_NAMESPACES[name] ?? []);
  return [...BASE_NAMESPACES, ...extra];
}
