import '@amori/tokens/fallback-font.css';
import { interFontFaceCss } from '@amori/tokens/inter';
import { useContext, type ReactNode } from 'react';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_FrameworkContext as FrameworkContext,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { SWRConfig } from 'swr';
import { endpoints } from '@amori/contract/browser';
import {
  bodyStateAttributes,
  DEFAULT_LOCALE,
  FONTS_COOKIE,
  isChunkLoadError,
  readCookie,
  SITE_ENTRY_COOKIE,
} from '@amori/core';
import { ErrorScreen, ScreenLinkContext, type ScreenLinkProps } from '@amori/screens';
import type { Route } from './+types/root';
import { AppBehaviours } from './behaviours/AppBehaviours';
import { reloadForStaleChunk } from './behaviours/staleChunk';
import { CspNonceContext } from './csp-nonce';
import { swrKeys } from './data/keys';
import { callApiFor, refusedUrl, sessionUserFor } from './data/server-api.server';
import { describeRouteError, SafeBoundary } from './errors';
import { pickLocale } from './i18n/locale.server';
import { titlesFor } from './i18n/titles.server';
import { SignupModalProvider } from './layouts/signupModal';

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Company info is on every page (footer, information pages): read it here too, so the first
  // HTML already has it and nothing shifts when the browser would otherwise fetch it.
  const [settings, user, company] = await Promise.all([
    // The query goes to the API as the visitor wrote it: a value it refuses is a 4xx page.
    callApiFor(request, endpoints.getSettings, {
      host: url.host,
      ...Object.fromEntries(url.searchParams),
    }).catch(refusedUrl),
    sessionUserFor(request).catch(() => null),
    callApiFor(request, endpoints.getCompanyInfo).catch(() => null),
  ]);
  const { locale, setCookies } = pickLocale(request, settings);
  return {
    settings,
    user,
    company,
    locale,
    /** The page titles in the page's language (routes/meta.ts): meta functions cannot translate. */
    titles: await titlesFor(locale),
    siteEntryAccepted: readCookie(request.headers.get('cookie'), SITE_ENTRY_COOKIE) !== null,
    fontsCached: readCookie(request.headers.get('cookie'), FONTS_COOKIE) !== null,
    /** Cookies the page's answer sets (entry.server): only a page asked with GET, never a form's. */
    setCookies,
  };
}

export type RootLoaderData = Route.ComponentProps['loaderData'];

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
];

/** Screens render internal links through the router, so they navigate on the client. */
const renderRouterLink = ({ href, ...rest }: ScreenLinkProps) => <Link to={href} {...rest} />;

/**
 * The site's one stylesheet (see vite.config.ts), given a precedence so React writes it at the top
 * of the head, before the script preloads: the first paint waits for it, not for them.
 * <Links /> lists it too; the browser fetches it once.
 */
function SiteStylesheet() {
  const framework = useContext(FrameworkContext);
  const hrefs = framework?.manifest.routes.root?.css ?? [];
  return hrefs.map((href) => <link key={href} rel="stylesheet" href={href} precedence="site" />);
}

/**
 * <Links /> without the page's nonce, which React Router adds from <ServerRouter nonce>: links need
 * none (the policy allows this origin's styles, images and manifest), and the browser renders
 * without one, so the stylesheet link's nonce would be a hydration mismatch (Links does not
 * suppress it, as Scripts does).
 */
function LinksWithoutNonce() {
  const framework = useContext(FrameworkContext);
  return (
    <FrameworkContext.Provider value={framework && { ...framework, nonce: undefined }}>
      <Links />
    </FrameworkContext.Provider>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  // The page's CSP nonce on the server; none in the browser (React Router's scripts suppress the difference).
  const nonce = useContext(CspNonceContext);
  const { pathname } = useLocation();
  // The body states (spec point 9) from the server render on; installed-app mode is only known in
  // the browser (AppBehaviours keeps them current there).
  const states = bodyStateAttributes({
    loggedIn: !!data?.user,
    indexPage: pathname === '/',
    installedApp: false,
  });
  return (
    <html lang={data?.locale ?? DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#efa43b" />
        <Meta />
        <SiteStylesheet />
        {/* Inter only once it is cached (behaviours/fonts.ts); until then the fallback face. */}
        {data?.fontsCached ? (
          <style data-font="inter" dangerouslySetInnerHTML={{ __html: interFontFaceCss }} />
        ) : null}
        <LinksWithoutNonce />
      </head>
      <body {...states}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SWRConfig
      value={{
        fallback: {
          [swrKeys.settings]: loaderData.settings,
          [swrKeys.user]: loaderData.user,
          ...(loaderData.company ? { [swrKeys.companyInfo]: loaderData.company } : {}),
        },
      }}
    >
      <ScreenLinkContext.Provider value={renderRouterLink}>
        <SignupModalProvider>
          <AppBehaviours />
          <Outlet />
        </SignupModalProvider>
      </ScreenLinkContext.Provider>
    </SWRConfig>
  );
}

/** Errors above the layouts (the root loader failed): the error page on its own. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isChunkLoadError(error)) reloadForStaleChunk();
  const { status, message } = describeRouteError(error);
  return (
    <SafeBoundary>
      <main id="main">
        <ErrorScreen status={status} message={message} homeHref="/" />
      </main>
    </SafeBoundary>
  );
}
