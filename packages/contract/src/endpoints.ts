/** How a call is made, without its schemas: method, path, fixed headers and the query that selects it. */
export interface Endpoint<Id extends string = string> {
  id: Id;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/api/${string}`;
  /** Request headers the call must carry. */
  headers?: Readonly<Record<string, string>>;
  /**
   * Query values that select this call when several share one method and path
   * (`POST /api/user.php?push=1` beside `POST /api/user.php`).
   */
  match?: { query: Readonly<Record<string, string>> };
}

const clientHeader = { 'X-Request-Type': 'client' } as const;

/**
 * Every call's endpoint, the one place its method and path are written: the call definitions
 * (with their zod schemas) spread these, and the browser imports only this table, so zod
 * never reaches a page (`@amori/contract/browser`).
 */
export const endpoints = {
  login: { id: 'login', method: 'POST', path: '/api/user.php', headers: clientHeader },
  getUser: { id: 'getUser', method: 'GET', path: '/api/user.php', headers: clientHeader },
  updateUser: { id: 'updateUser', method: 'PUT', path: '/api/user.php', headers: clientHeader },
  subscribePush: {
    id: 'subscribePush',
    method: 'POST',
    path: '/api/user.php',
    headers: clientHeader,
    match: { query: { push: '1' } },
  },
  logout: { id: 'logout', method: 'GET', path: '/api/logout.php' },
  geocode: { id: 'geocode', method: 'GET', path: '/api/geocode.php' },
  pageHidden: { id: 'pageHidden', method: 'POST', path: '/api/page-hidden.php' },
  autoLike: { id: 'autoLike', method: 'GET', path: '/api/auto-like.php' },
  getDiscountCode: { id: 'getDiscountCode', method: 'GET', path: '/api/discountcode.php' },
  getChats: { id: 'getChats', method: 'GET', path: '/api/chats.php' },
  getLikes: { id: 'getLikes', method: 'GET', path: '/api/likes.php' },
  deleteChat: { id: 'deleteChat', method: 'DELETE', path: '/api/chat.php' },
  getSettings: { id: 'getSettings', method: 'GET', path: '/api/settings.php' },
  getInterests: { id: 'getInterests', method: 'GET', path: '/api/interests.php' },
  getRegions: { id: 'getRegions', method: 'GET', path: '/api/regions.php' },
  getCompanyInfo: { id: 'getCompanyInfo', method: 'GET', path: '/api/companyinfo.php' },
  submitComplaint: { id: 'submitComplaint', method: 'POST', path: '/api/complaints.php' },
  getHealth: { id: 'getHealth', method: 'GET', path: '/api/health' },
} as const satisfies { [Id in string]: Endpoint<Id> };

export type CallId = keyof typeof endpoints;
