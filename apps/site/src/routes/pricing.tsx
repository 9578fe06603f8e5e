import { RouteErrorBoundary } from '../errors';
import { CreditsPage } from '../payments/CreditsPage';
import { siteMeta } from './meta';

export const meta = siteMeta;

/** `/pricing` (public): the bundles of the visitor's country and what premium gives. */
export default function PricingRoute() {
  return <CreditsPage variant="pricing" />;
}

export { RouteErrorBoundary as ErrorBoundary };
