import type { MatchModalProfile } from '@amori/screens';
import { SwipeGameScreen } from '@amori/screens';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { mutate } from 'swr';
import { useReportFlow } from '../behaviours/reportFlow';
import { ApiRequestError } from '../data/client';
import { swrKeys } from '../data/keys';
import { swipe, useSwipeDeck } from '../data/members';
import { RouteErrorBoundary } from '../errors';
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

/** The swipe game: 4 likes a day; a like given back shows the match as it happens. */
export default function SwipeGameRoute() {
  const navigate = useNavigate();
  const { data, error, mutate: reload } = useSwipeDeck();
  const [likesLeft, setLikesLeft] = useState<number | null>(null);
  const [resetsAt, setResetsAt] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [match, setMatch] = useState<MatchModalProfile | null>(null);

  const decide = async (id: number, like: boolean) => {
    setFailed(false);
    try {
      const answer = await swipe(id, like);
      setLikesLeft(answer.likes_left);
      setResetsAt(answer.resets_at);
      if (answer.match && answer.profile) {
        setMatch({
          id: answer.profile.id,
          name: answer.profile.name,
          photoUrl: answer.profile.main_image?.match,
        });
      }
      if (like) await mutate(swrKeys.likes);
    } catch (e) {
      if (e instanceof ApiRequestError && e.code === 'swipe_limit_reached') {
        setLikesLeft(0);
        const at = e.details?.['resets_at'];
        if (typeof at === 'string') setResetsAt(at);
      } else {
        setFailed(true);
      }
    }
  };

  const report = useReportFlow('swipe_card');
  return (
    <>
      <SwipeGameScreen
        status={data ? 'ready' : error ? 'error' : 'loading'}
        profiles={data?.profiles ?? []}
        likesLeft={likesLeft ?? data?.likes_left ?? 0}
        likesPerDay={data?.likes_per_day ?? 4}
        resetsAt={resetsAt ?? data?.resets_at ?? new Date().toISOString()}
        onLike={(id) => void decide(id, true)}
        onPass={(id) => void decide(id, false)}
        failed={failed}
        match={match}
        onViewMatch={(id) => void navigate(`/members/${id}`)}
        onCloseMatch={() => setMatch(null)}
        searchHref="/members"
        onRetry={() => void reload()}
        onReport={report.open}
      />
      {report.dialog}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
