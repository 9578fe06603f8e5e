import { ComingSoonScreen } from '@amori/screens';
import { RouteErrorBoundary } from '../errors';
import { siteMeta } from './meta';
import { LoadingFallback, memberOnly } from './member-only';
import { visitorsToLogin } from './member-only.server';

export const meta = siteMeta;

/**
 * A member route (chats, credits, ...): rendered on the client. A visitor goes to login, then
 * back here.
 */
/** A visitor goes to login from the server (see visitorsToLogin). */
export const loader = ({ request }: { request: Request }) => visitorsToLogin(request);

export async function clientLoader({ request }: { request: Request }) {
  return memberOnly(request);
}
clientLoader.hydrate = true as const;
export const HydrateFallback = LoadingFallback;

export default function PrivatePlaceholderRoute() {
  return <ComingSoonScreen homeHref="/" />;
}

export { RouteErrorBoundary as ErrorBoundary };
