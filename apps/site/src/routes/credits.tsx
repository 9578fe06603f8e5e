import { useLocation } from 'react-router';
import { RouteErrorBoundary } from '../errors';
import { CreditsPage } from '../payments/CreditsPage';
import type { Route } from './+types/credits';
import { LoadingFallback, memberOnly } from './member-only';
import { visitorsToLogin } from './member-only.server';
import { siteMeta } from './meta';

export const meta = siteMeta;

/** A visitor goes to login from the server (see visitorsToLogin). */
export const loader = ({ request }: { request: Request }) => visitorsToLogin(request);

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => memberOnly(request);
clientLoader.hydrate = true as const;
export const HydrateFallback = LoadingFallback;

/** `/credits` and `/premium` (members): the bundles of the payment country. */
export default function CreditsRoute() {
  const { pathname } = useLocation();
  return <CreditsPage variant={pathname.startsWith('/premium') ? 'premium' : 'credits'} />;
}

export { RouteErrorBoundary as ErrorBoundary };
