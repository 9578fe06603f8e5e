import { endpoints } from '@amori/contract/browser';
import { loginRedirect } from '@amori/core';
import { ApiRequestError } from '../data/client';
import { callApiFor } from '../data/server-api.server';
import { RouteErrorBoundary } from '../errors';
import { SignupFlow } from '../signup/SignupFlow';
import type { Route } from './+types/signup';
import { siteMeta } from './meta';

export const meta = siteMeta;

const idOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/**
 * `/members/{id}/signup`: the member the first message goes to, their name and photo in the
 * first HTML (their card is public, logged-out search or not). A member who is not there (or
 * hidden from this visitor) leaves a plain signup.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = idOf(params.id);
  if (id === null) return { target: null };
  try {
    const { profile } = await callApiFor(request, endpoints.getMemberCard, { id: String(id) });
    return {
      target: { id, name: profile.name, photoUrl: profile.main_image?.match ?? undefined },
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { target: null };
    throw error;
  }
}

/** `/signup` and `/members/{id}/signup` (the first message goes to that member). */
export default function SignupRoute({ loaderData }: Route.ComponentProps) {
  const { target } = loaderData;
  return (
    <SignupFlow
      target={target}
      loginHref={target ? loginRedirect(`/members/${target.id}/chat`) : undefined}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
