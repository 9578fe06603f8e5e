import { preload } from 'react-dom';
import { data } from 'react-router';
import { endpoints } from '@amori/contract/browser';
import {
  cookieString,
  extractTracking,
  hasMainImage,
  loginRedirect,
  matchRoute,
  photosFirst,
} from '@amori/core';
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
import { memberIdOf } from './params';
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
  const featuredId = definition.featureMember ? memberIdOf(params.id) : null;
  // `/members/{id}/signup` whose member is not there is the plain signup (as `/signup`); a
  // member landing without its member is not found.
  const signupPage = routeName === 'members-id-signup';
  if (definition.featureMember && featuredId === null && !signupPage)
    throw new Response(null, { status: 404 });

  const search =
    spec.count > 0
      ? callApiFor(request, endpoints.searchMembers, {
          ...(spec.gender ? { gender: spec.gender } : {}),
          ...(spec.min_age ? { min_age: String(spec.min_age) } : {}),
          ...(spec.max_age ? { max_age: String(spec.max_age) } : {}),
          ...(network ? { network } : {}),
        }).catch(() => null) // logged-out search closed: the lander shows no members, not an error
      : Promise.resolve(null);
  // The featured member's card: what a lander shows of them is public (their main photo), so it
  // is there whatever the logged-out search rules (decisions.md: landers are open to visitors).
  const member =
    featuredId !== null
      ? callApiFor(request, endpoints.getMemberCard, { id: String(featuredId) }).catch((error: unknown) => {
          if (error instanceof ApiRequestError && error.status === 404) {
            if (signupPage) return null;
            throw new Response(null, { status: 404 });
          }
          throw error;
        })
      : Promise.resolve(null);
  const [found, featuredAnswer] = await Promise.all([search, member]);
  // Members with a photo first (@amori/core photosFirst), then the count: the hero, the swipe
  // card and the first tiles are pictures whenever the search found anyone with a photo; members
  // without one fill in after them, with the photo placeholder.
  const members: LanderMember[] = photosFirst(
    [...(found?.profiles ?? []), ...(found?.similar ?? [])],
    hasMainImage,
  )
    .slice(0, spec.count)
    .map(landerMemberOf);
  const card = featuredAnswer?.profile ?? null;
  const featured = card ? landerMemberOf(card) : null;
  // Who the signup's first message goes to: their name and picture (the match crop).
  const target = card
    ? { id: card.id, name: card.name, photoUrl: card.main_image?.match ?? undefined }
    : null;

  // The tracking parameters are kept by the server's answer: the page runs no script until the
  // visitor interacts, and signup reads them from this cookie (behaviours/tracking.ts).
  const tracking = extractTracking(url.searchParams);
  const headers = new Headers();
  if (tracking)
    headers.append('Set-Cookie', cookieString(TRACKING_COOKIE, JSON.stringify(tracking), TRACKING_MAX_AGE));
  return data({ definition, slug, members, featured, target }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The title comes from the definition (rendered below: React puts it in the head). */
export const meta: Route.MetaFunction = () => [];

export default function LanderRoute({ loaderData }: Route.ComponentProps) {
  const { definition, slug, members, featured, target } = loaderData;
  const { data: settings } = useSettings();
  const title = useLanderTitle(definition, slug, featured?.name);
  // The largest picture first: the hero's member (the page's LCP image).
  const hero = definition.blocks.find((b) => b.type === 'hero');
  const heroPhoto = hero && hero.image !== 'none' ? (featured ?? members[0])?.photoUrl : null;
  if (heroPhoto) preload(heroPhoto, { as: 'image', fetchPriority: 'high' });
  // Logging in instead leads to the featured member's chat.
  const loginHref = target ? loginRedirect(`/members/${target.id}/chat`) : undefined;
  // A featured-member lander without its member (only `/members/{id}/signup` gets here): the
  // plain signup.
  if (definition.featureMember && !featured)
    return (
      <>
        <title>{settings?.name ?? 'Amori'}</title>
        <SignupFlow target={null} />
      </>
    );
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
        signup={<SignupFlow embedded target={target} loginHref={loginHref} />}
        reportHref={(memberId) => `/members/${memberId}?report=1`}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
