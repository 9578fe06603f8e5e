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
  getLiveness: { id: 'getLiveness', method: 'GET', path: '/api/health/live' },
  getReadiness: { id: 'getReadiness', method: 'GET', path: '/api/health/ready' },
  signup: { id: 'signup', method: 'POST', path: '/api/signup.php' },
  getSignupMatches: { id: 'getSignupMatches', method: 'GET', path: '/api/signup-matches.php' },
  activate: { id: 'activate', method: 'POST', path: '/api/activation.php' },
  resendActivation: { id: 'resendActivation', method: 'POST', path: '/api/activation-mail.php' },
  requestPasswordReset: { id: 'requestPasswordReset', method: 'POST', path: '/api/password-reset.php' },
  checkPasswordReset: { id: 'checkPasswordReset', method: 'GET', path: '/api/password-reset.php' },
  resetPassword: { id: 'resetPassword', method: 'PUT', path: '/api/password-reset.php' },
  changePassword: { id: 'changePassword', method: 'PUT', path: '/api/password.php' },
  requestMailChange: { id: 'requestMailChange', method: 'POST', path: '/api/mail-change.php' },
  confirmMailChange: { id: 'confirmMailChange', method: 'PUT', path: '/api/mail-change.php' },
  getAccountSettings: { id: 'getAccountSettings', method: 'GET', path: '/api/notifications.php' },
  updateAccountSettings: { id: 'updateAccountSettings', method: 'PUT', path: '/api/notifications.php' },
  getSessions: { id: 'getSessions', method: 'GET', path: '/api/sessions.php' },
  endSessions: { id: 'endSessions', method: 'DELETE', path: '/api/sessions.php' },
  getRetentionOffer: { id: 'getRetentionOffer', method: 'POST', path: '/api/retention-offer.php' },
  deleteAccount: { id: 'deleteAccount', method: 'DELETE', path: '/api/account.php' },
  reactivateAccount: { id: 'reactivateAccount', method: 'POST', path: '/api/reactivation.php' },
  exportData: { id: 'exportData', method: 'GET', path: '/api/export.php' },
  unsubscribe: { id: 'unsubscribe', method: 'POST', path: '/api/unsubscribe.php' },
  mailEvent: { id: 'mailEvent', method: 'POST', path: '/api/mail-events.php' },
  searchMembers: { id: 'searchMembers', method: 'GET', path: '/api/members.php' },
  getEditorLanders: { id: 'getEditorLanders', method: 'GET', path: '/api/admin/landers.php' },
  saveLanderDraft: { id: 'saveLanderDraft', method: 'PUT', path: '/api/admin/landers.php' },
  publishLander: { id: 'publishLander', method: 'POST', path: '/api/admin/lander-publish.php' },
  getPublishedLander: { id: 'getPublishedLander', method: 'GET', path: '/api/lander.php' },
  reportMember: { id: 'reportMember', method: 'POST', path: '/api/reports.php' },
  getReports: { id: 'getReports', method: 'GET', path: '/api/admin/reports.php' },
  getReport: { id: 'getReport', method: 'GET', path: '/api/admin/report.php' },
  moderate: { id: 'moderate', method: 'POST', path: '/api/admin/moderation.php' },
  getStatements: { id: 'getStatements', method: 'GET', path: '/api/statements.php' },
  appealStatement: { id: 'appealStatement', method: 'POST', path: '/api/appeals.php' },
  getAppealLink: { id: 'getAppealLink', method: 'GET', path: '/api/appeal-link.php' },
  appealByLink: { id: 'appealByLink', method: 'POST', path: '/api/appeal-link.php' },
  getAppeals: { id: 'getAppeals', method: 'GET', path: '/api/admin/appeals.php' },
  getAppeal: { id: 'getAppeal', method: 'GET', path: '/api/admin/appeal.php' },
  decideAppeal: { id: 'decideAppeal', method: 'POST', path: '/api/admin/appeal-decision.php' },
  getMember: { id: 'getMember', method: 'GET', path: '/api/member.php' },
  getMemberCard: { id: 'getMemberCard', method: 'GET', path: '/api/member-card.php' },
  likeMember: { id: 'likeMember', method: 'POST', path: '/api/likes.php' },
  unlikeMember: { id: 'unlikeMember', method: 'DELETE', path: '/api/likes.php' },
  markLikeSeen: { id: 'markLikeSeen', method: 'PUT', path: '/api/likes.php' },
  getBlocks: { id: 'getBlocks', method: 'GET', path: '/api/blocks.php' },
  blockMember: { id: 'blockMember', method: 'POST', path: '/api/blocks.php' },
  unblockMember: { id: 'unblockMember', method: 'DELETE', path: '/api/blocks.php' },
  getProfile: { id: 'getProfile', method: 'GET', path: '/api/profile.php' },
  updateProfile: { id: 'updateProfile', method: 'PUT', path: '/api/profile.php' },
  uploadPhoto: { id: 'uploadPhoto', method: 'POST', path: '/api/photos.php' },
  deletePhoto: { id: 'deletePhoto', method: 'DELETE', path: '/api/photos.php' },
  setMainPhoto: { id: 'setMainPhoto', method: 'PUT', path: '/api/photos.php' },
  getSwipeDeck: { id: 'getSwipeDeck', method: 'GET', path: '/api/swipe.php' },
  swipeMember: { id: 'swipeMember', method: 'POST', path: '/api/swipe.php' },
  getMessages: { id: 'getMessages', method: 'GET', path: '/api/messages.php' },
  sendMessage: { id: 'sendMessage', method: 'POST', path: '/api/messages.php' },
  sendPhotoMessage: { id: 'sendPhotoMessage', method: 'POST', path: '/api/message-photo.php' },
  markRead: { id: 'markRead', method: 'PUT', path: '/api/messages.php' },
  getGifts: { id: 'getGifts', method: 'GET', path: '/api/gifts.php' },
  getCredits: { id: 'getCredits', method: 'GET', path: '/api/credits.php' },
  createOrder: { id: 'createOrder', method: 'POST', path: '/api/orders.php' },
  repeatOrder: { id: 'repeatOrder', method: 'POST', path: '/api/repeat-order.php' },
  getOrder: { id: 'getOrder', method: 'GET', path: '/api/order.php' },
  getTransactions: { id: 'getTransactions', method: 'GET', path: '/api/transactions.php' },
  getSpendingLimits: { id: 'getSpendingLimits', method: 'GET', path: '/api/spending-limits.php' },
  updateSpendingLimits: { id: 'updateSpendingLimits', method: 'PUT', path: '/api/spending-limits.php' },
  paymentWebhook: { id: 'paymentWebhook', method: 'POST', path: '/api/payment-webhook.php' },
  startDirectDebit: { id: 'startDirectDebit', method: 'POST', path: '/api/directdebit.php' },
  confirmDirectDebit: { id: 'confirmDirectDebit', method: 'PUT', path: '/api/directdebit.php' },
  getPhotoQueue: { id: 'getPhotoQueue', method: 'GET', path: '/api/admin/photos.php' },
  decidePhoto: { id: 'decidePhoto', method: 'POST', path: '/api/admin/photos.php' },
  getTransparencyReport: { id: 'getTransparencyReport', method: 'GET', path: '/api/admin/transparency.php' },
} as const satisfies { [Id in string]: Endpoint<Id> };

export type CallId = keyof typeof endpoints;
