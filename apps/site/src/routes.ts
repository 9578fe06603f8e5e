import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { ROUTE_TABLE, type Layout, type RouteEntry } from '@amori/core';

/**
 * Every path of spec point 2 in one table (from @amori/core's ROUTE_TABLE), grouped by its
 * layout. Each route's id is its spec name. Routes without a screen yet get a placeholder
 * that matches their access: public pages render on the server, member pages on the client
 * (clientLoader + HydrateFallback), member search checks logged-out search on the server.
 */
const SCREENS: Record<string, string> = {
  index: 'routes/index.tsx',
  login: 'routes/login.tsx',
  'lang-config': 'routes/lang-config.tsx',
  complaints: 'routes/complaints.tsx',
};

const PLACEHOLDERS: Record<RouteEntry['access'], string> = {
  public: 'routes/placeholder.tsx',
  search: 'routes/search-placeholder.tsx',
  member: 'routes/private-placeholder.tsx',
  moderator: 'routes/private-placeholder.tsx',
};

function fileOf(entry: RouteEntry): string {
  if (entry.name.startsWith('pages-')) return 'routes/info-page.tsx';
  return SCREENS[entry.name] ?? PLACEHOLDERS[entry.access];
}

function routesOf(kind: Layout) {
  return ROUTE_TABLE.filter((entry) => entry.layout === kind && entry.access !== 'moderator').map((entry) =>
    entry.path === '/'
      ? index(fileOf(entry), { id: entry.name })
      : route(entry.path.slice(1), fileOf(entry), { id: entry.name }),
  );
}

export default [
  layout('layouts/default.tsx', { id: 'layout-default' }, [
    ...routesOf('default'),
    // Unknown paths: the 404 page inside the default layout.
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  layout('layouts/chat.tsx', { id: 'layout-chat' }, routesOf('chat')),
  layout('layouts/lander.tsx', { id: 'layout-lander' }, routesOf('lander')),
  layout('layouts/empty.tsx', { id: 'layout-empty' }, routesOf('empty')),
] satisfies RouteConfig;
