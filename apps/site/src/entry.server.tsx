import { isbot } from 'isbot';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import { isLocale, DEFAULT_LOCALE } from '@amori/core';
import { CSP_NONCE_HEADER, CspNonceContext } from './csp-nonce';
import { i18nFor } from './i18n/instances.server';
import { deferScripts, readAll } from './lander-scripts.server';
import { renderDocument } from './render-document.server';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // A form sent to a page that takes none (see handleError): say which methods it takes.
  if (responseStatusCode === 405) responseHeaders.set('Allow', 'GET, HEAD');
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The root loader picked the page language; render with that language's cached instance.
  const rootData = routerContext.staticHandlerContext.loaderData['root'] as
    { locale?: unknown; setCookies?: unknown } | undefined;
  const locale = isLocale(rootData?.locale) ? rootData.locale : DEFAULT_LOCALE;
  // The locale written when domain_language chose it, a ?country= remembered (i18n/locale.server):
  // on a page asked with GET, never on the answer to a form (a refused one sets nothing).
  if (request.method.toUpperCase() === 'GET' && Array.isArray(rootData?.setCookies)) {
    for (const cookie of rootData.setCookies)
      if (typeof cookie === 'string') responseHeaders.append('Set-Cookie', cookie);
  }
  const i18n = await i18nFor(locale);

  // The nonce the page's Content-Security-Policy allows inline scripts by (set by the server).
  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;

  let shellRendered = false;
  const userAgent = request.headers.get('user-agent');
  // A lander is rendered whole and sent without running the app's scripts (lander-scripts.server.ts).
  const lander = routerContext.staticHandlerContext.matches.some(
    (match) =>
      (routerContext.routeModules[match.route.id]?.handle as { lander?: boolean } | undefined)?.lander,
  );
  const body = await renderDocument(
    <CspNonceContext.Provider value={nonce}>
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nextProvider>
    </CspNonceContext.Provider>,
    {
      // Bots and SPA mode get the whole page at once; people get the shell as soon as it is ready.
      waitForAll: lander || Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode,
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
  if (lander && responseStatusCode === 200) {
    return new Response(deferScripts(await readAll(body), nonce), {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** React Router's refusal of a form from another origin, as handleError is given it. */
function isCsrfRefusal(error: Error, request: Request): boolean {
  if (error.message.endsWith('Aborting the action.')) return true;
  return error.message === 'Bad Request' && new URL(request.url).pathname.endsWith('.data');
}

/**
 * What React Router met while answering, logged as its default does (with its stack), but for
 * what a visitor can send at will, which would otherwise let anyone fill the log: React Router's
 * own refusals (a 4xx: a form sent to a page that takes none, 405; a path no route takes, 404,
 * such as one with a line break, which the site's splat route does not match) are not logged, a
 * form from another origin (refused with 400 by React Router's CSRF check, before the route is
 * looked at) in one line. A visitor who went away is not logged either.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) return;
  // React Router gives its CSRF refusal no type of its own, and to a page's data request
  // (/login.data, a form sent by the page's scripts) a plain "Bad Request" in its place; a
  // reworded one is logged in full.
  if (error instanceof Error && isCsrfRefusal(error, request)) {
    // One line still: a proxy that rewrites the Host would have every form refused so.
    const path = new URL(request.url).pathname.slice(0, 200);
    console.warn(`A form from another origin was refused (${request.method} ${path})`);
    return;
  }
  console.error(isRouteErrorResponse(error) && 'error' in error && error.error ? error.error : error);
};
