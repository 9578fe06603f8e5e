import { preload } from 'react-dom';
import { data } from 'react-router';
import { endpoints } from '@amori/contract/browser';
import { cookieString, extractTracking, matchRoute } from '@amori/core';
import {
  landerDefinitionFor,
  landerMemberOf,
  LanderPage,
  resolveLander,
  useLanderTitle,
  type LanderMember,
} from '@amori/screens';
import { TRACKING_COOKIE, TRACKING_MAX_AGE } from '../behaviours/tracking';
import { ApiRequestError } from '../data/client';
import { useSettings } from '../data/hooks';
import { trafficNetwork } from '../data/search-access.server';
import { callApiFor } from '../data/server-api.server';
import { RouteErrorBoundary } from '../errors';
import { SignupFlow } from '../signup/SignupFlow';
import type { Route } from './+types/lander';

/**
 * Every lander route: the route's definition (@amori/screens' LANDER_DEFINITIONS), rendered
 * whole on the server. `handle.lander` has the page sent without running the app's scripts
 * until the visitor's first interaction (entry.server.tsx, ARCHITECTURE.md "Landers").
 */
export const handle = { lander: true };

/** A lander published in the editor (checked by the landers schema when the API read it). */
async function publishedDefinition(request: Request, slug: string | undefined) {
  if (!slug || !/^[a-z0-9][a-z0-9-]{0,59}$/.test(slug)) return null;
  try {
    return (await callApiFor(request, endpoints.getPublishedLander, { slug })).definition;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

const idOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null);

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, '');
  const routeName = matchRoute(path)?.entry.name ?? '';
  // A lander of the editor is its published definition; the others are built in.
  const custom = routeName === 'landers-custom-slug';
  const definition = custom
    ? await publishedDefinition(request, params.slug)
    : landerDefinitionFor(routeName);
  if (!definition) throw new Response(null, { status: 404 });
  const slug = custom ? null : (params.slug ?? null);
  const spec = resolveLander(definition, slug).members;
  const network = trafficNetwork(request, url);
  const featuredId = definition.featureMember ? idOf(params.id) : null;
  if (definition.featureMember && featuredId === null) throw new Response(null, { status: 404 });

  const search =
    spec.count > 0
      ? callApiFor(request, endpoints.searchMembers, {
          ...(spec.gender ? { gender: spec.gender } : {}),
          ...(spec.min_age ? { min_age: String(spec.min_age) } : {}),
          ...(spec.max_age ? { max_age: String(spec.max_age) } : {}),
          ...(network ? { network } : {}),
        }).catch(() => null) // logged-out search closed: the lander shows no members, not an error
      : Promise.resolve(null);
  const member =
    featuredId !== null
      ? callApiFor(request, endpoints.getMember, { id: String(featuredId) }).catch((error: unknown) => {
          if (error instanceof ApiRequestError && error.status === 404)
            throw new Response(null, { status: 404 });
          throw error;
        })
      : Promise.resolve(null);
  const [found, featuredAnswer] = await Promise.all([search, member]);
  const members: LanderMember[] = [...(found?.profiles ?? []), ...(found?.similar ?? [])]
    .slice(0, spec.count)
    .map(landerMemberOf);
  const featured = featuredAnswer ? landerMemberOf(featuredAnswer.profile) : null;

  // The tracking parameters are kept by the server's answer: the page runs no script until the
  // visitor interacts, and signup reads them from this cookie (behaviours/tracking.ts).
  const tracking = extractTracking(url.searchParams);
  const headers = new Headers();
  if (tracking)
    headers.append('Set-Cookie', cookieString(TRACKING_COOKIE, JSON.stringify(tracking), TRACKING_MAX_AGE));
  return data({ definition, slug, members, featured }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The title comes from the definition (rendered below: React puts it in the head). */
export const meta: Route.MetaFunction = () => [];

export default function LanderRoute({ loaderData }: Route.ComponentProps) {
  const { definition, slug, members, featured } = loaderData;
  const { data: settings } = useSettings();
  const title = useLanderTitle(definition, slug, featured?.name);
  // The largest picture first: the hero's member (the page's LCP image).
  const hero = definition.blocks.find((b) => b.type === 'hero');
  const heroPhoto = hero && hero.image !== 'none' ? (featured ?? members[0])?.photoUrl : null;
  if (heroPhoto) preload(heroPhoto, { as: 'image', fetchPriority: 'high' });
  return (
    <>
      <title>{`${title} | ${settings?.name ?? 'Amori'}`}</title>
      <LanderPage
        definition={definition}
        slug={slug}
        members={members}
        featured={featured}
        country={settings?.geoip_selected_country ?? settings?.geoip_country ?? null}
        signupHref={featured ? `/members/${featured.id}/signup` : '/signup'}
        signup={
          <SignupFlow
            embedded
            target={
              featured
                ? { id: featured.id, name: featured.name, photoUrl: featured.photoUrl ?? undefined }
                : null
            }
          />
        }
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
