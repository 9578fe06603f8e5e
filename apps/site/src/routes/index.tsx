import type { CallById, ResponseOf } from '@amori/contract';
import { endpoints } from '@amori/contract/browser';
import { REGION_LABELS, siteCopyFits } from '@amori/core';
import { homeMembersOf, IndexScreen, type HomeSearchValues } from '@amori/screens';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSettings } from '../data/hooks';
import { memberNewsOf } from '../data/news';
import { trafficNetwork } from '../data/search-access.server';
import { callApiFor, sessionUserFor } from '../data/server-api.server';
import { useSession } from '../data/useSession';
import { RouteErrorBoundary } from '../errors';
import { MemberHome } from './member-home';
import type { Route } from './+types/index';

/** Members the home page shows: two rows of six on a wide screen. */
const SHOWN = 12;

type SearchAnswer = ResponseOf<CallById['searchMembers']>;

/** The members page's address for a search (its query, as the members page reads it). */
function membersHref(filters: HomeSearchValues): string {
  const params = new URLSearchParams();
  params.set('gender', filters.gender);
  params.set('country', filters.country);
  if (filters.countryregion !== null) params.set('countryregion', String(filters.countryregion));
  params.set('min_age', String(filters.min_age));
  params.set('max_age', String(filters.max_age));
  return `/members?${params.toString()}`;
}

/** The members of a search's answer with a photo, the similar ones after the exact ones. */
const membersOf = (found: SearchAnswer) => homeMembersOf([...found.profiles, ...found.similar], SHOWN);

/**
 * A visitor: recently active members and the search they can start (their country's regions),
 * both from the member search as the visitor may see it. Where visitors may not browse, neither.
 */
async function visitorHome(request: Request) {
  const network = trafficNetwork(request, new URL(request.url));
  const [found, regions] = await Promise.all([
    // Logged-out search closed (or failing): the page shows the ways in without members.
    callApiFor(request, endpoints.searchMembers, network ? { network } : {}).catch(() => null),
    callApiFor(request, endpoints.getRegions).catch(() => null),
  ]);
  if (!found) return { kind: 'visitor' as const, members: [], search: null };
  const country = found.filters.country;
  return {
    kind: 'visitor' as const,
    members: membersOf(found),
    search: {
      action: '/members',
      values: found.filters,
      // Only the visitor's country's regions go into the page: the form searches that country.
      regions: (regions?.regions ?? [])
        .filter((r) => r.country === country)
        .map(({ id, name }) => ({ id, name })),
      regionLabel: regions?.labels[country] ?? REGION_LABELS[country] ?? 'region',
    },
  };
}

/** Members near a member: the search's defaults (what they seek, their country) and their region. */
async function nearbyOf(request: Request) {
  const profile = await callApiFor(request, endpoints.getProfile).catch(() => null);
  const query = profile?.region_id ? { countryregion: String(profile.region_id) } : {};
  const found = await callApiFor(request, endpoints.searchMembers, query).catch(() => null);
  return {
    nearby: found ? membersOf(found) : null,
    nearbyHref: found
      ? membersHref(found.filters)
      : `/members${query.countryregion ? `?countryregion=${query.countryregion}` : ''}`,
  };
}

/**
 * A member: what is new for them as the first HTML shows it (so nothing moves when the chats and
 * likes the site polls arrive in the browser; they take over from then on), and members near them.
 */
async function memberHome(request: Request) {
  const [near, chats, likes] = await Promise.all([
    nearbyOf(request),
    callApiFor(request, endpoints.getChats).catch(() => undefined),
    callApiFor(request, endpoints.getLikes).catch(() => undefined),
  ]);
  const news = memberNewsOf({ data: chats }, { data: likes });
  return { kind: 'member' as const, ...near, news: news.status === 'ready' ? news : null };
}

/** `/`, rendered on the server: members with photos and the search are in the first HTML. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await sessionUserFor(request).catch(() => null);
  return user ? memberHome(request) : visitorHome(request);
}

/** The title is the page's own, in its language (rendered below: React puts it in the head). */
export const meta: Route.MetaFunction = () => [];

export default function IndexRoute({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('home');
  const navigate = useNavigate();
  const { data: settings } = useSettings();
  const { user } = useSession();
  if (!settings) return null;
  const siteName = settings.name;
  // The operator's title and description are in the site's language; other pages translate.
  const siteCopy = siteCopyFits(i18n.language, settings.domain_language)
    ? { title: settings.index_title, description: settings.description }
    : null;
  const title = siteCopy?.title ?? t('title');
  const description = siteCopy?.description ?? t('description', { siteName });
  return (
    <>
      <title>{`${siteName} - ${title}`}</title>
      <meta name="description" content={description} />
      {user ? (
        <MemberHome
          user={user}
          news={loaderData.kind === 'member' ? loaderData.news : null}
          nearby={loaderData.kind === 'member' ? loaderData.nearby : null}
          nearbyHref={loaderData.kind === 'member' ? loaderData.nearbyHref : '/members'}
        />
      ) : (
        <IndexScreen
          siteName={siteName}
          siteCopy={siteCopy}
          members={loaderData.kind === 'visitor' ? loaderData.members : []}
          search={loaderData.kind === 'visitor' ? loaderData.search : null}
          onSearch={(values) => void navigate(membersHref(values))}
          memberHref={(id) => `/members/${id}`}
          membersHref="/members"
          signupHref="/signup"
          loginHref="/login"
        />
      )}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
