import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { ROUTE_TABLE, SITE_ENTRY_FORM_PATH, type Layout, type RouteEntry } from '@amori/core';

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
  signup: 'routes/signup.tsx',
  // Signup featuring a member: the memberSignup lander definition, in the empty layout.
  'members-id-signup': 'routes/lander.tsx',
  'complete-signup': 'routes/complete-signup.tsx',
  'signup-matches': 'routes/signup-matches.tsx',
  'reset-password': 'routes/reset-password.tsx',
  'reset-password-do': 'routes/reset-password-do.tsx',
  'activate-done': 'routes/activate.tsx',
  'activate-error': 'routes/activate.tsx',
  'mail-change-do': 'routes/mail-change-do.tsx',
  'account-deleted': 'routes/account-deleted.tsx',
  notifications: 'routes/notifications.tsx',
  members: 'routes/members.tsx',
  'match-finder': 'routes/members.tsx',
  'members-id': 'routes/member.tsx',
  likes: 'routes/likes.tsx',
  'likes-type': 'routes/likes.tsx',
  'likes-m-id': 'routes/likes-member.tsx',
  profile: 'routes/profile.tsx',
  'swipe-game': 'routes/swipe-game.tsx',
  credits: 'routes/credits.tsx',
  premium: 'routes/credits.tsx',
  pricing: 'routes/pricing.tsx',
  'credits-repeat-order': 'routes/repeat-order.tsx',
  'credits-id-paymentmethod': 'routes/checkout.tsx',
  'transactions-id': 'routes/transactions.tsx',
  directdebit: 'routes/directdebit.tsx',
  chats: 'routes/chats.tsx',
  'chats-id': 'routes/chat.tsx',
  'members-id-chat': 'routes/chat.tsx',
};

const PLACEHOLDERS: Record<RouteEntry['access'], string> = {
  public: 'routes/placeholder.tsx',
  // Every search route has its screen (members, members-id); a new one would show the search.
  search: 'routes/members.tsx',
  member: 'routes/private-placeholder.tsx',
  moderator: 'routes/private-placeholder.tsx',
};

function fileOf(entry: RouteEntry): string {
  if (entry.name.startsWith('pages-')) return 'routes/info-page.tsx';
  // Every lander is a definition (@amori/screens' LANDER_DEFINITIONS) served by one route module.
  if (entry.layout === 'lander') return 'routes/lander.tsx';
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
  // The site-entry warning's form (sent before the page's scripts run): no page, a redirect.
  route(SITE_ENTRY_FORM_PATH.slice(1), 'routes/site-entry.ts', { id: 'site-entry' }),
  layout('layouts/default.tsx', { id: 'layout-default' }, [
    ...routesOf('default'),
    // The moderation console, for moderators and operators, and the operator's landers list.
    route('admin', 'routes/admin.tsx', { id: 'admin' }),
    route('admin/reports/:id', 'routes/admin-report.tsx', { id: 'admin-report' }),
    route('admin/photos', 'routes/admin-photos.tsx', { id: 'admin-photos' }),
    route('admin/transparency', 'routes/admin-transparency.tsx', { id: 'admin-transparency' }),
    route('admin/appeals', 'routes/admin-appeals.tsx', { id: 'admin-appeals' }),
    route('admin/appeals/:id', 'routes/admin-appeal.tsx', { id: 'admin-appeal' }),
    // A statement of reasons' mailed link: no session needed (a suspended member cannot log in).
    route('appeal', 'routes/appeal.tsx', { id: 'appeal' }),
    route('admin/landers', 'routes/admin-landers.tsx', { id: 'admin-landers' }),
    // Unknown paths: the 404 page inside the default layout.
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  layout('layouts/chat.tsx', { id: 'layout-chat' }, routesOf('chat')),
  layout('layouts/lander.tsx', { id: 'layout-lander' }, routesOf('lander')),
  layout('layouts/empty.tsx', { id: 'layout-empty' }, [
    ...routesOf('empty'),
    // The lander editor on one lander, for operators: the whole screen is the editor's.
    route('admin/landers/:slug', 'routes/admin-lander-edit.tsx', { id: 'admin-lander-edit' }),
  ]),
] satisfies RouteConfig;
