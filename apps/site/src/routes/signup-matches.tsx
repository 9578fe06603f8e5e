import { SignupMatchesScreen } from '@amori/screens';
import { useSignupMatches } from '../data/account';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/signup-matches';
import { LoadingFallback, memberOnly } from './member-only';
import { visitorsToLogin } from './member-only.server';
import { siteMeta } from './meta';

export const meta = siteMeta;

/** A visitor goes to login from the server (see visitorsToLogin). */
export const loader = ({ request }: { request: Request }) => visitorsToLogin(request);

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => memberOnly(request);
clientLoader.hydrate = true as const;
export const HydrateFallback = LoadingFallback;

/** `/signup-matches`: members who fit what a new member entered. */
export default function SignupMatchesRoute() {
  const { data, error, mutate } = useSignupMatches(true);
  const status = error ? 'error' : !data ? 'loading' : data.profiles.length ? 'ready' : 'empty';
  return (
    <SignupMatchesScreen
      status={status}
      profiles={data?.profiles ?? []}
      profileHref={(id) => `/members/${id}`}
      searchHref="/members"
      onRetry={() => void mutate()}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
