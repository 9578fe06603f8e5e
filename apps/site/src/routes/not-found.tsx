import { data } from 'react-router';
import { RouteErrorBoundary } from '../errors';
import { siteMeta } from './meta';

export const meta = siteMeta;

/** Any path the route table does not know: the 404 page, inside the default layout. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}

export { RouteErrorBoundary as ErrorBoundary };
