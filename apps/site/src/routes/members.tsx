import { endpoints } from '@amori/contract/browser';
import { REGION_LABELS } from '@amori/core';
import { countryNamer, MembersSearchScreen, type SearchValues } from '@amori/screens';
import { useLocation, useNavigate } from 'react-router';
import { ApiRequestError } from '../data/client';
import { useRegions, useSettings } from '../data/hooks';
import { useMemberSearch, type SearchAnswer, type SearchQuery } from '../data/members';
import { checkSearchAccess } from '../data/search-access.server';
import { callApiFor, refusedUrl } from '../data/server-api.server';
import { useSession } from '../data/useSession';
import { pickLocale } from '../i18n/locale.server';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/members';
import { siteMeta } from './meta';

export const meta = siteMeta;

const FILTERS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;

/** The search of a URL: its filters (the URL is the search, so it can be shared and gone back to). */
function queryOf(params: URLSearchParams, network: string | null): SearchQuery {
  const query: Record<string, string> = {};
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  if (network) query.network = network;
  return query as SearchQuery;
}

/**
 * Member search, rendered on the server for visitors as logged-out search allows (and for
 * members): the first 20 results and the regions of the country are in the first HTML.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { network, user, signupsOpen, settings } = await checkSearchAccess(request);
  const url = new URL(request.url);
  const query = queryOf(url.searchParams, network);
  const countryName = countryNamer(pickLocale(request, settings).locale);
  const [first, regions] = await Promise.all([
    callApiFor(request, endpoints.searchMembers, query).catch((error: unknown) => {
      // A URL with a bad filter: the search the server makes of no filters, not an error page.
      if (error instanceof ApiRequestError && error.status === 400) {
        // The network is the URL's too (?network=): one the API refuses is the page's 400.
        return callApiFor(request, endpoints.searchMembers, network ? { network } : {}).catch(refusedUrl);
      }
      throw error;
    }),
    callApiFor(request, endpoints.getRegions).catch(() => null),
  ]);
  return {
    query,
    first,
    // Only the regions of the country searched go into the page; the rest load in the browser.
    regions: regions?.regions.filter((r) => r.country === first.filters.country) ?? [],
    invite: !user && signupsOpen,
    // The countries are named here, in the page's language: named in the browser, they loaded its
    // region names while the page hydrated (a long task on a phone).
    countryNames: Object.fromEntries(settings.countries.map((code) => [code, countryName(code)])),
  };
}

export default function MembersRoute({ loaderData }: Route.ComponentProps) {
  const { query, first, invite, countryNames } = loaderData;
  const navigate = useNavigate();
  const location = useLocation();
  const { data: settings } = useSettings();
  const { user } = useSession();
  const { data: allRegions } = useRegions();
  const search = useMemberSearch(query, first);
  const pages = search.data ?? [first];
  const head: SearchAnswer = pages[0] ?? first;
  const last = pages[pages.length - 1];
  const loadingMore = search.isValidating && search.size > pages.length;

  const onSearch = (values: SearchValues) => {
    const params = new URLSearchParams();
    params.set('gender', values.gender);
    params.set('country', values.country);
    if (values.countryregion !== null) params.set('countryregion', String(values.countryregion));
    params.set('min_age', String(values.min_age));
    params.set('max_age', String(values.max_age));
    void navigate(`${location.pathname}?${params.toString()}`);
  };

  return (
    <MembersSearchScreen
      status={search.error && !search.data ? 'error' : 'ready'}
      filters={head.filters}
      countries={settings?.countries ?? [head.filters.country]}
      countryNames={countryNames}
      regions={allRegions?.regions ?? loaderData.regions}
      regionLabels={allRegions?.labels ?? REGION_LABELS}
      searchFields={settings?.search_fields ?? FILTERS}
      profiles={pages.flatMap((page) => page.profiles)}
      numResults={head.numResults}
      numResultsCapped={head.numResultsCapped}
      similar={head.similar}
      widened={head.widened}
      hasMore={Boolean(last?.cursor)}
      loadingMore={loadingMore}
      loadMoreFailed={Boolean(search.error) && pages.length > 0 && search.size > pages.length}
      onSearch={onSearch}
      onLoadMore={() => void search.setSize(pages.length + 1)}
      onRetry={() => void search.mutate()}
      profileHref={(id) => `/members/${id}`}
      action={location.pathname}
      signupHref={invite && !user ? '/signup' : null}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
