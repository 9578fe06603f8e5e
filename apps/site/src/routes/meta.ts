import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import type { RootLoaderData } from '../root';

/** The routes a meta function is given (each route's typed args fit this). */
type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** What the root loader read: the site's name and the page titles in the page's language. */
const rootOf = (matches: Matches) =>
  matches.find((m) => m?.id === 'root')?.loaderData as RootLoaderData | undefined;

/** '<page> – <site name>', or the site's name alone for a page without a title. */
export function titleMeta(matches: Matches, page: string | undefined): MetaDescriptor[] {
  const site = rootOf(matches)?.settings.name ?? 'Amori';
  return [{ title: page ? `${page} – ${site}` : site }];
}

/** The title of the page a route id names ('not-found' and 'error' for the error pages). */
export const routeTitle = (matches: Matches, id: string): string | undefined => rootOf(matches)?.titles[id];

/**
 * The page's title, translated: the route's own (see i18n/titles.ts), or the error page's when
 * the route failed (a 404 says so).
 */
export const siteMeta = ({ matches, error }: { matches: Matches; error?: unknown }): MetaDescriptor[] => {
  const id = error
    ? isRouteErrorResponse(error) && error.status === 404
      ? 'not-found'
      : 'error'
    : matches[matches.length - 1]?.id;
  return titleMeta(matches, id ? routeTitle(matches, id) : undefined);
};
