import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LOCALE, isLocale } from '@amori/core';
import { staleChunkNavigation } from './behaviours/staleChunk';
import { createI18n } from './i18n/instance';
import { namespacesForPath } from './i18n/namespaces';

// The server rendered in <html lang>; load that language and this page's namespaces before
// hydrating so the text matches. Other namespaces load when a route needs them.
const lang = document.documentElement.lang;
void createI18n(isLocale(lang) ? lang : DEFAULT_LOCALE, namespacesForPath(window.location.pathname)).then(
  (i18n) => {
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
  },
);
