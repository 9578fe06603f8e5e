import { isbot } from 'isbot';
import { I18nextProvider } from 'react-i18next';
import { ServerRouter, type EntryContext } from 'react-router';
import { isLocale, DEFAULT_LOCALE } from '@amori/core';
import { CSP_NONCE_HEADER, CspNonceContext } from './csp-nonce';
import { i18nFor } from './i18n/instances.server';
import { renderDocument } from './render-document.server';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The root loader picked the page language; render with that language's cached instance.
  const rootData = routerContext.staticHandlerContext.loaderData['root'] as { locale?: unknown } | undefined;
  const locale = isLocale(rootData?.locale) ? rootData.locale : DEFAULT_LOCALE;
  const i18n = await i18nFor(locale);

  // The nonce the page's Content-Security-Policy allows inline scripts by (set by the server).
  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;

  let shellRendered = false;
  const userAgent = request.headers.get('user-agent');
  const body = await renderDocument(
    <CspNonceContext.Provider value={nonce}>
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nextProvider>
    </CspNonceContext.Provider>,
    {
      // Bots and SPA mode get the whole page at once; people get the shell as soon as it is ready.
      waitForAll: Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode,
      timeoutMs: streamTimeout + 1000,
      nonce,
      onError(error) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
