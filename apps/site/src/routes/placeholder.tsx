import { ComingSoonScreen } from '@amori/screens';
import { RouteErrorBoundary } from '../errors';
import { siteMeta } from './meta';

export const meta = siteMeta;

/** A public route whose screen comes in a later issue: rendered on the server, not a 404. */
export default function PlaceholderRoute() {
  return <ComingSoonScreen homeHref="/" />;
}

export { RouteErrorBoundary as ErrorBoundary };
