import type { ListCard } from '@amori/contract';
import { LIKE_TABS, LikesScreen, type LikeTab } from '@amori/screens';
import { useState } from 'react';
import { data, useParams } from 'react-router';
import { useReportFlow } from '../behaviours/reportFlow';
import { useLikes } from '../data/hooks';
import { loadMoreLikes } from '../data/members';
import { RouteErrorBoundary } from '../errors';
import { siteMeta } from './meta';
import { LoadingFallback, memberOnly } from './member-only';
import { visitorsToLogin } from './member-only.server';

export const meta = siteMeta;

const isLikeTab = (type: string | undefined): type is LikeTab =>
  (LIKE_TABS as readonly string[]).includes(type ?? '');

/** `/likes/{type}` knows three types (decisions.md); any other is a 404, also on the server. */
function checkType(type: string | undefined) {
  if (type !== undefined && !isLikeTab(type)) throw data(null, { status: 404 });
}

/** An unknown type is a 404 for anyone; a visitor goes to login from the server (see visitorsToLogin). */
export function loader({ request, params }: { request: Request; params: { type?: string } }) {
  checkType(params.type);
  return visitorsToLogin(request);
}

export async function clientLoader({ request, params }: { request: Request; params: { type?: string } }) {
  checkType(params.type);
  return memberOnly(request);
}
clientLoader.hydrate = true as const;
export const HydrateFallback = LoadingFallback;

/** Likes (`/likes`, `/likes/{type}`): received (new ones first), sent and matches. */
export default function LikesRoute() {
  const params = useParams();
  const tab: LikeTab = isLikeTab(params.type) ? params.type : 'received';
  const { data, error, mutate } = useLikes(true);
  // Cards of later pages (load more), beside the first page's that likes.php carries.
  const [more, setMore] = useState<ReadonlyMap<number, ListCard>>(new Map());
  const [loading, setLoading] = useState<{ busy: boolean; failed: boolean }>({ busy: false, failed: false });
  const cards = new Map<number, ListCard>([
    ...more,
    ...(data?.profiles ?? []).map((p) => [p.id, p] as const),
  ]);
  const sent = new Set((data?.liked ?? []).map((l) => l.id));
  const lists: Record<LikeTab, number[]> = {
    received: (data?.liked_by ?? []).map((l) => l.id),
    sent: (data?.liked ?? []).map((l) => l.id),
    matches: (data?.liked_by ?? []).filter((l) => sent.has(l.id)).map((l) => l.id),
  };
  // A tab shows its cards in order, up to the first one not loaded yet.
  const ids = lists[tab];
  const loaded = ids.findIndex((id) => !cards.has(id));
  const shown = (loaded < 0 ? ids : ids.slice(0, loaded)).map((id) => cards.get(id)!);
  const loadMore = async () => {
    const last = shown.at(-1);
    if (!last || loading.busy) return;
    setLoading({ busy: true, failed: false });
    try {
      const page = await loadMoreLikes(tab, last.id);
      setMore((known) => new Map([...known, ...page.map((p) => [p.id, p] as const)]));
      setLoading({ busy: false, failed: false });
    } catch {
      setLoading({ busy: false, failed: true });
    }
  };
  const report = useReportFlow('likes_entry');
  return (
    <>
      <LikesScreen
        status={data ? 'ready' : error ? 'error' : 'loading'}
        tab={tab}
        members={shown}
        hasMore={shown.length < ids.length}
        loadingMore={loading.busy}
        loadMoreFailed={loading.failed}
        onLoadMore={() => void loadMore()}
        newIds={(data?.liked_by ?? []).filter((l) => l.like_new).map((l) => l.id)}
        counts={{ received: lists.received.length, sent: lists.sent.length, matches: lists.matches.length }}
        tabHref={(t) => (t === 'received' ? '/likes' : `/likes/${t}`)}
        profileHref={(id) => `/likes/m/${id}`}
        searchHref="/members"
        onRetry={() => void mutate()}
        onReport={report.open}
      />
      {report.dialog}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
