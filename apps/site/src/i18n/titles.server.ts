import type { i18n } from 'i18next';
import type { Locale } from '@amori/core';
import { i18nFor } from './instances.server';

/**
 * The title of each page (by route id) as the key of a text every locale has already: the page's
 * own heading, or the navigation's word for it, so the tab says what the page says. Routes left
 * out are titled with the site's name alone (landers title themselves).
 */
export const PAGE_TITLE_KEYS: Readonly<Record<string, string>> = {
  members: 'members:search.title',
  'match-finder': 'members:search.title',
  'members-id-chat': 'nav:header.messages',
  chats: 'nav:header.messages',
  'chats-id': 'nav:header.messages',
  likes: 'members:likes.title',
  'likes-type': 'members:likes.title',
  'likes-m-id': 'members:likes.title',
  credits: 'credits:title.credits',
  premium: 'credits:title.premium',
  pricing: 'credits:title.pricing',
  'credits-repeat-order': 'credits:repeatOrder.title',
  'credits-id-paymentmethod': 'credits:checkout.title',
  'transactions-id': 'credits:transactions.title',
  directdebit: 'credits:directDebit.title',
  profile: 'members:my.title',
  notifications: 'account:settings.title',
  'swipe-game': 'members:swipe.title',
  'lang-config': 'support:langConfig.title',
  complaints: 'support:complaints.title',
  login: 'auth:login.title',
  signup: 'account:signup.title',
  'complete-signup': 'account:completeSignup.title',
  'signup-matches': 'account:matches.title',
  'reset-password': 'account:resetPassword.title',
  'reset-password-do': 'account:resetPasswordDo.title',
  'account-deleted': 'account:deleted.title',
  'activate-done': 'account:activate.doneTitle',
  'activate-error': 'account:activate.errorTitle',
  'mail-change-do': 'account:mailChange.title',
  'pages-terms': 'pages:terms.title',
  'pages-privacy': 'pages:privacy.title',
  'pages-cookies': 'pages:cookies.title',
  'pages-ban': 'pages:ban.title',
  'pages-faq': 'pages:faq.title',
  'pages-return-policy': 'pages:returnPolicy.title',
  'pages-service': 'pages:service.title',
  'pages-2257-compliance-statement': 'pages:compliance2257.title',
  'admin-landers': 'admin:landers.title',
  'admin-lander-edit': 'admin:landers.title',
  // The error pages (the meta functions name them so; no route has these ids).
  'not-found': 'errors:notFound',
  error: 'errors:defaultMessage',
};

/** Every page title in an instance's language (it has every namespace: the server's). */
export function pageTitles(instance: i18n): Record<string, string> {
  return Object.fromEntries(Object.entries(PAGE_TITLE_KEYS).map(([id, key]) => [id, instance.t(key)]));
}

// Worked out once per language: the texts do not change while the server runs.
const byLocale = new Map<Locale, Promise<Record<string, string>>>();

/** The page titles in a locale, for the root loader to hand to the meta functions. */
export function titlesFor(locale: Locale): Promise<Record<string, string>> {
  let titles = byLocale.get(locale);
  if (!titles) {
    titles = i18nFor(locale).then(pageTitles);
    byLocale.set(locale, titles);
  }
  return titles;
}
