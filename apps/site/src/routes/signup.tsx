import { RouteErrorBoundary } from '../errors';
import { SignupFlow } from '../signup/SignupFlow';
import { siteMeta } from './meta';

export const meta = siteMeta;

/**
 * `/signup`. (`/members/{id}/signup`, featuring a member, is the memberSignup lander: routes/lander.tsx.)
 */
export default function SignupRoute() {
  return <SignupFlow target={null} />;
}

export { RouteErrorBoundary as ErrorBoundary };
