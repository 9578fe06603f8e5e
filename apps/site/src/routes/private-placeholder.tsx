import { ComingSoonScreen } from '@amori/screens';
import { RouteErrorBoundary } from '../errors';
import { siteMeta } from './meta';
import { PrivateFallback, requireMember } from './private';

export const meta = siteMeta;

/**
 * A member route (chats, credits, ...): rendered on the client. A visitor goes to login, then
 * back here.
 */
export async function clientLoader({ request }: { request: Request }) {
  return requireMember({ request });
}
clientLoader.hydrate = true as const;
export const HydrateFallback = PrivateFallback;

export default function PrivatePlaceholderRoute() {
  return <ComingSoonScreen homeHref="/" />;
}

export { RouteErrorBoundary as ErrorBoundary };
