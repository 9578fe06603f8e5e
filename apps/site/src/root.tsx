import '@amori/tokens/fonts';
import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from 'react-router';
import { SWRConfig } from 'swr';
import { getSettings } from '@amori/contract';
import { DEFAULT_LOCALE } from '@amori/core';
import type { Route } from './+types/root';
import { callApiFor } from './data/server-api.server';
import { swrKeys } from './data/keys';
import { pickLocale } from './i18n/locale.server';

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const settings = await callApiFor(request, getSettings, {
    host: url.host,
    ...Object.fromEntries(url.searchParams),
  });
  return { settings, locale: pickLocale(request, settings.domain_language) };
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={data?.locale ?? DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#efa43b" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SWRConfig value={{ fallback: { [swrKeys.settings]: loaderData.settings } }}>
      <Outlet />
    </SWRConfig>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && error.status === 404 ? 'This page could not be found' : 'Error';
  return (
    <main style={{ padding: 24 }}>
      <h1>{status}</h1>
      <p>{message}</p>
      <a href="/">Back to the home page</a>
    </main>
  );
}
