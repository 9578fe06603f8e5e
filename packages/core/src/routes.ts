/**
 * Every path of spec point 2, with its layout and who may open it (decisions.md:
 * "Who may see what" and "Layout of each route"). The site's route table is built from it.
 */
export const LAYOUTS = ['default', 'chat', 'lander', 'empty'] as const;
export type Layout = (typeof LAYOUTS)[number];

/**
 * - `public`: everyone;
 * - `search`: visitors when logged-out search allows it (else to signup), members always;
 * - `member`: logged-in members (free or premium); visitors go to login, then back;
 * - `moderator`: the moderator/operator role only.
 */
export const ACCESS_LEVELS = ['public', 'search', 'member', 'moderator'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export interface RouteEntry {
  /** The route name of the spec (`members-id`, `likes-m-id`, ...). */
  name: string;
  /** The path pattern, React Router style: `:id` a parameter, `?` optional. */
  path: string;
  layout: Layout;
  access: Access;
}

export const LANDER_KINDS = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;

export const INFO_PAGES = [
  '2257-compliance-statement',
  'ban',
  'cookies',
  'faq',
  'privacy',
  'return-policy',
  'service',
  'terms',
] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

const r = (name: string, path: string, layout: Layout, access: Access): RouteEntry => ({
  name,
  path,
  layout,
  access,
});

export const ROUTE_TABLE: readonly RouteEntry[] = [
  r('index', '/', 'default', 'public'),
  r('members', '/members', 'default', 'search'),
  r('members-id', '/members/:id', 'default', 'search'),
  r('members-id-chat', '/members/:id/chat', 'chat', 'member'),
  r('members-id-landing', '/members/:id/landing', 'lander', 'public'),
  r('members-id-signup', '/members/:id/signup', 'empty', 'public'),
  r('members-id-landing2-slug', '/members/:id/landing2/:slug?', 'lander', 'public'),
  r('members-id-landing3-slug', '/members/:id/landing3/:slug?', 'lander', 'public'),
  r('chats', '/chats', 'default', 'member'),
  r('chats-id', '/chats/:id', 'chat', 'member'),
  r('likes', '/likes', 'default', 'member'),
  r('likes-m-id', '/likes/m/:id', 'default', 'member'),
  r('likes-type', '/likes/:type', 'default', 'member'),
  r('credits', '/credits', 'default', 'member'),
  r('credits-repeat-order', '/credits/repeat-order', 'default', 'member'),
  r('credits-id-paymentmethod', '/credits/:id/:paymentmethod?', 'default', 'member'),
  r('premium', '/premium', 'default', 'member'),
  r('pricing', '/pricing', 'default', 'public'),
  r('profile', '/profile', 'default', 'member'),
  r('notifications', '/notifications', 'default', 'member'),
  r('directdebit', '/directdebit', 'default', 'member'),
  r('lang-config', '/lang-config', 'default', 'public'),
  r('complaints', '/complaints', 'default', 'public'),
  r('login', '/login', 'default', 'public'),
  r('signup', '/signup', 'empty', 'public'),
  r('complete-signup', '/complete-signup', 'empty', 'public'),
  r('signup-matches', '/signup-matches', 'empty', 'public'),
  r('reset-password', '/reset-password', 'empty', 'public'),
  r('reset-password-do', '/reset-password/do', 'empty', 'public'),
  r('account-deleted', '/account-deleted', 'empty', 'public'),
  r('activate-done', '/activate/done', 'empty', 'public'),
  r('activate-error', '/activate/error', 'empty', 'public'),
  r('mail-change-do', '/mail-change/do', 'empty', 'public'),
  r('transactions-id', '/transactions/:id?', 'default', 'member'),
  r('swipe-game', '/swipe-game', 'default', 'member'),
  r('match-finder', '/match-finder', 'default', 'member'),
  r('landers-tinderswipe', '/landers/tinderswipe', 'lander', 'public'),
  ...LANDER_KINDS.map((kind) => r(`landers-${kind}-slug`, `/landers/${kind}/:slug?`, 'lander', 'public')),
  // Landers composed in the lander editor (/admin/landers) and published.
  r('landers-custom-slug', '/landers/custom/:slug', 'lander', 'public'),
  ...INFO_PAGES.map((page) => r(`pages-${page}`, `/pages/${page}`, 'default', 'public')),
  r('admin', '/admin/*', 'default', 'moderator'),
];

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string | undefined>;
}

function matchPattern(pattern: string, pathname: string): Record<string, string | undefined> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  const params: Record<string, string | undefined> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*') return params;
    const value = got[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const key = part.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (!optional) return null;
        params[key] = undefined;
        continue;
      }
      params[key] = decodeURIComponent(value);
    } else if (value !== part) {
      return null;
    }
  }
  return got.length <= want.length ? params : null;
}

/** Static segments rank above parameters, as in React Router. */
function score(path: string): number {
  return path
    .split('/')
    .filter(Boolean)
    .reduce((sum, part) => sum + (part === '*' ? 1 : part.startsWith(':') ? 3 : 10), 0);
}

const RANKED = [...ROUTE_TABLE].sort((a, b) => score(b.path) - score(a.path));

/** The route entry a pathname opens, with its parameters; `null` for an unknown path (404). */
export function matchRoute(pathname: string): RouteMatch | null {
  const clean = pathname.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  for (const entry of RANKED) {
    const params = matchPattern(entry.path, clean);
    if (params) return { entry, params };
  }
  return null;
}

export function routeByName(name: string): RouteEntry | undefined {
  return ROUTE_TABLE.find((entry) => entry.name === name);
}

/** "The members area" (decisions.md) for the time-bonus modal. */
export const MEMBERS_AREA = ['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium'] as const;

export function isMembersArea(routeName: string | null | undefined): boolean {
  return !!routeName && (MEMBERS_AREA as readonly string[]).includes(routeName);
}

export type Role = 'visitor' | 'free' | 'premium' | 'moderator';

export type AccessDecision =
  { kind: 'allow' } | { kind: 'login'; to: string } | { kind: 'signup'; to: string } | { kind: 'forbidden' };

export interface AccessInput {
  role: Role;
  /** Whether logged-out search lets this visitor browse members (see loggedOutSearchAllowed). */
  visitorMaySearch: boolean;
}

/**
 * The longest way back a login link carries. A Location header holds the whole link, and an
 * address of many kilobytes (a query nobody's page makes) would give an answer whose headers
 * clients refuse: such a way back keeps its path, or, past this too, is left out.
 */
export const MAX_RETURN_TO = 2048;

/** The login (or signup) path that returns to `returnTo` afterwards. */
export function loginRedirect(returnTo: string, page: '/login' | '/signup' = '/login'): string {
  const path = returnTo.split('?')[0]!;
  const back = returnTo.length <= MAX_RETURN_TO ? returnTo : path.length <= MAX_RETURN_TO ? path : null;
  return back === null ? page : `${page}?${new URLSearchParams({ redirect: back }).toString()}`;
}

const LOCAL_ORIGIN = 'http://local.invalid';

/**
 * A redirect target as a safe local path (no open redirects), else `fallback`. The target is read
 * as a browser reads a Location: it drops tabs and line breaks and takes a backslash for a slash,
 * so `/\t/elsewhere` or `/\\elsewhere` would leave the site. The path comes back as the URL
 * parser writes it (characters beyond ASCII percent-encoded), fit for a Location header.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(target, LOCAL_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== LOCAL_ORIGIN) return fallback;
  return url.pathname + url.search + url.hash;
}

/** Who may open a route; a visitor on a member route goes to login, then back to `returnTo`. */
export function decideAccess(entry: RouteEntry, input: AccessInput, returnTo: string): AccessDecision {
  const loggedIn = input.role !== 'visitor';
  switch (entry.access) {
    case 'public':
      return { kind: 'allow' };
    case 'search':
      if (loggedIn || input.visitorMaySearch) return { kind: 'allow' };
      return { kind: 'signup', to: loginRedirect(returnTo, '/signup') };
    case 'member':
      return loggedIn ? { kind: 'allow' } : { kind: 'login', to: loginRedirect(returnTo) };
    case 'moderator':
      return input.role === 'moderator' ? { kind: 'allow' } : { kind: 'forbidden' };
  }
}
