import { ComingSoonScreen } from '@amori/screens';
import { RouteErrorBoundary } from '../errors';
import { siteMeta } from './meta';
import { LoadingFallback, memberOnly } from './member-only';

export const meta = siteMeta;

/**
 * A member route (chats, credits, ...): rendered on the client. A visitor goes to login, then
 * back here.
 */
export async function clientLoader({ request }: { request: Request }) {
  return memberOnly(request);
}
clientLoader.hydrate = true as const;
export const HydrateFallback = LoadingFallback;

export default function PrivatePlaceholderRoute() {
  return <ComingSoonScreen homeHref="/" />;
}

export { RouteErrorBoundary as ErrorBoundary };
