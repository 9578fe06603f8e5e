import { matchRoute } from '@amori/core';
import type { Namespace } from './resources';

/** Namespaces every page needs (layout chrome, errors). */
export const BASE_NAMESPACES: readonly Namespace[] = ['common', 'nav', 'errors'];

/** Extra namespaces per route name; loaded on demand when the route is opened. */
const ROUTE_NAMESPACES: Record<string, readonly Namespace[]> = {
  // The home page's own text, and the search's and member cards' labels it shares with search.
  index: ['home', 'members'],
  login: ['auth'],
  complaints: ['support'],
  'lang-config': ['support'],
  signup: ['account'],
  'members-id-signup': ['account'],
  'complete-signup': ['account'],
  'signup-matches': ['account'],
  'reset-password': ['account'],
  'reset-password-do': ['account'],
  'activate-done': ['account'],
  'activate-error': ['account'],
  'mail-change-do': ['account'],
  'account-deleted': ['account'],
  notifications: ['account'],
  members: ['members'],
  'members-id': ['members'],
  'match-finder': ['members'],
  likes: ['members'],
  'likes-type': ['members'],
  'likes-m-id': ['members'],
  profile: ['members'],
  'swipe-game': ['members'],
  credits: ['credits'],
  'credits-repeat-order': ['credits'],
  'credits-id-paymentmethod': ['credits'],
  premium: ['credits'],
  pricing: ['credits'],
  'transactions-id': ['credits'],
  directdebit: ['credits'],
  chats: ['chat'],
  'chats-id': ['chat'],
  'members-id-chat': ['chat'],
};

/** Landers (their copy, and the signup steps they hold). */
const LANDER_ROUTE = /^(landers-|members-id-landing)/;

/** The namespaces the page at `pathname` needs, so the client has them before hydrating. */
export function namespacesForPath(pathname: string): Namespace[] {
  const name = matchRoute(pathname)?.entry.name ?? '';
  const extra = name.startsWith('pages-')
    ? (['pages'] as const)
    : LANDER_ROUTE.test(name)
      ? (['landers', 'account'] as const)
      : // The operator's and moderators' pages: the console (its queue and reports), the landers
        // list and the lander editor, which previews landers.
        name === 'admin'
        ? (['admin', 'support', 'landers', 'account'] as const)
        : (ROUTE_NAMESPACES[name] ?? []);
  return [...BASE_NAMESPACES, ...extra];
}
