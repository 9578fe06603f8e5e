import { ComingSoonScreen } from '@amori/screens';
import { RouteErrorBoundary } from '../errors';
import { siteMeta } from './meta';

export const meta = siteMeta;

/** A public route that has no screen yet: rendered on the server, not a 404. */
export default function PlaceholderRoute() {
  return <ComingSoonScreen homeHref="/" />;
}

export { RouteErrorBoundary as ErrorBoundary };
