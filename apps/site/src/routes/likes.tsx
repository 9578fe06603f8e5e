import type { ListCard } from '@amori/contract';
import { LIKE_TABS, LikesScreen, type LikeTab } from '@amori/screens';
import { data, useParams } from 'react-router';
import { useLikes } from '../data/hooks';
import { RouteErrorBoundary } from '../errors';
import { siteMeta } from './meta';
import { PrivateFallback, requireMember } from './private';

export const meta = siteMeta;

const isLikeTab = (type: string | undefined): type is LikeTab =>
  (LIKE_TABS as readonly string[]).includes(type ?? '');

/** `/likes/{type}` knows three types (decisions.md); any other is a 404, also on the server. */
function checkType(type: string | undefined) {
  if (type !== undefined && !isLikeTab(type)) throw data(null, { status: 404 });
}

export function loader({ params }: { params: { type?: string } }) {
  checkType(params.type);
  return null;
}

export async function clientLoader({ request, params }: { request: Request; params: { type?: string } }) {
  checkType(params.type);
  return requireMember({ request });
}
clientLoader.hydrate = true as const;
export const HydrateFallback = PrivateFallback;

/** Likes (`/likes`, `/likes/{type}`): received (new ones first), sent and matches. */
export default function LikesRoute() {
  const params = useParams();
  const tab: LikeTab = isLikeTab(params.type) ? params.type : 'received';
  const { data, error, mutate } = useLikes(true);
  const cards = new Map<number, ListCard>((data?.profiles ?? []).map((p) => [p.id, p]));
  const sent = new Set((data?.liked ?? []).map((l) => l.id));
  const lists: Record<LikeTab, number[]> = {
    received: (data?.liked_by ?? []).map((l) => l.id),
    sent: (data?.liked ?? []).map((l) => l.id),
    matches: (data?.liked_by ?? []).filter((l) => sent.has(l.id)).map((l) => l.id),
  };
  const members = (ids: number[]) => ids.flatMap((id) => cards.get(id) ?? []);
  return (
    <LikesScreen
      status={data ? 'ready' : error ? 'error' : 'loading'}
      tab={tab}
      members={members(lists[tab])}
      newIds={(data?.liked_by ?? []).filter((l) => l.like_new).map((l) => l.id)}
      counts={{ received: lists.received.length, sent: lists.sent.length, matches: lists.matches.length }}
      tabHref={(t) => (t === 'received' ? '/likes' : `/likes/${t}`)}
      profileHref={(id) => `/likes/m/${id}`}
      searchHref="/members"
      onRetry={() => void mutate()}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
