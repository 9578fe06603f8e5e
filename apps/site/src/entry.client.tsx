import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LOCALE, isLocale } from '@amori/core';
import { loadLanderIslands } from '@amori/screens';
import { staleChunkNavigation } from './behaviours/staleChunk';
import { createI18n } from './i18n/instance';
import { namespacesForPath } from './i18n/namespaces';

// The server rendered in <html lang>; load that language and this page's namespaces before
// hydrating so the text matches. Other namespaces load when a route needs them. A lander's parts
// whose code loads on demand (the swipe teaser) come meanwhile, so the page hydrates whole.
const lang = document.documentElement.lang;
void Promise.all([
  createI18n(isLocale(lang) ? lang : DEFAULT_LOCALE, namespacesForPath(window.location.pathname)),
  loadLanderIslands(document),
]).then(([i18n]) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter instrumentations={[staleChunkNavigation]} />
        </I18nextProvider>
      </StrictMode>,
    );
  });
});
