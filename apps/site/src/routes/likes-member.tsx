import { useParams } from 'react-router';
import { RouteErrorBoundary } from '../errors';
import { MemberProfile } from './member';
import { siteMeta } from './meta';
import { LoadingFallback, memberOnly } from './member-only';
import { visitorsToLogin } from './member-only.server';

export const meta = siteMeta;

/** A visitor goes to login from the server (see visitorsToLogin). */
export const loader = ({ request }: { request: Request }) => visitorsToLogin(request);

export async function clientLoader({ request }: { request: Request }) {
  return memberOnly(request);
}
clientLoader.hydrate = true as const;
export const HydrateFallback = LoadingFallback;

/** A member opened from the likes list (`/likes/m/{id}`): their profile, and their like is no longer new. */
export default function LikesMemberRoute() {
  const params = useParams();
  const id = params.id && /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
  return <MemberProfile id={id} fromLikes />;
}

export { RouteErrorBoundary as ErrorBoundary };
