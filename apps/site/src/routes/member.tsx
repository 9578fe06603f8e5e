import { endpoints } from '@amori/contract/browser';
import { loginRedirect } from '@amori/core';
import { MemberProfileScreen, type MatchModalProfile } from '@amori/screens';
import { useModals } from '../behaviours/lazyModals';
import { reportFailure, reportMember, type ReportStatus } from '../data/reports';
import { useEffect, useState } from 'react';
import { data, useLocation, useNavigate } from 'react-router';
import { ApiRequestError } from '../data/client';
import { useSettings } from '../data/hooks';
import {
  blockMember,
  likeMember,
  markLikeSeen,
  unblockMember,
  unlikeMember,
  useMember,
  type MemberAnswer,
} from '../data/members';
import { checkSearchAccess } from '../data/search-access.server';
import { callApiFor, refusedUrl } from '../data/server-api.server';
import { useSession } from '../data/useSession';
import { RouteErrorBoundary } from '../errors';
import { memberIdOf } from './params';
import type { Route } from './+types/member';
import { routeTitle, siteMeta, titleMeta } from './meta';

/** The member's name as the title; a member the viewer cannot see is the 404 page's. */
export const meta: Route.MetaFunction = (args) => {
  const member = args.loaderData?.member;
  if (member) return titleMeta(args.matches, member.profile.name);
  if (member === null) return titleMeta(args.matches, routeTitle(args.matches, 'not-found'));
  return siteMeta(args);
};

/** A member's profile, rendered on the server for visitors as logged-out search allows. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { network, signupsOpen } = await checkSearchAccess(request);
  const id = memberIdOf(params.id);
  if (id === null) throw new Response(null, { status: 404 });
  try {
    const member = await callApiFor(request, endpoints.getMember, {
      id: String(id),
      ...(network ? { network } : {}),
    });
    return { id, member: member as MemberAnswer | null, signupsOpen };
  } catch (error) {
    // No such member (or none this viewer may see): the profile's not-found screen, answered as
    // what it is, a 404, so nothing (a search engine, a link checker) takes it for a profile.
    if (error instanceof ApiRequestError && error.status === 404)
      return data({ id, member: null, signupsOpen }, { status: 404 });
    // The rest of the query is the URL's too (?network=).
    return refusedUrl(error);
  }
}

export default function MemberRoute({ loaderData }: Route.ComponentProps) {
  return (
    <MemberProfile
      id={loaderData.id}
      fallback={loaderData.member ?? undefined}
      missing={loaderData.member === null}
      signupsOpen={loaderData.signupsOpen}
    />
  );
}

/** The profile screen for a member id; `fromLikes` clears the member's new-like flag on opening. */
export function MemberProfile({
  id,
  fallback,
  fromLikes = false,
  missing = false,
  signupsOpen = false,
}: {
  id: number;
  fallback?: MemberAnswer;
  fromLikes?: boolean;
  /** The server already said there is no such member (to this viewer). */
  missing?: boolean;
  /** A visitor may sign up here: their message leads to signing up with it to this member. */
  signupsOpen?: boolean;
}) {
  const navigate = useNavigate();
  const [match, setMatch] = useState<MatchModalProfile | null>(null);
  const location = useLocation();
  // `?report=1` (a lander's Report link, a plain link for visitors) opens the report at once.
  const [report, setReport] = useState<ReportState | null>(() =>
    new URLSearchParams(location.search).get('report') === '1' ? { status: 'idle', blocked: false } : null,
  );
  // The match modal (dialog and animation) loads only when a like is given back, the report
  // dialog when it is opened.
  const modals = useModals(match !== null || report !== null);
  const { data: settings } = useSettings();
  const { user } = useSession();
  const { data, error, mutate } = useMember(id, fallback);
  const here = location.pathname + location.search;
  const chat = `/members/${id}/chat`;
  // Opening a liked profile clears its new-like flag (spec point 4): from the likes list, or any
  // profile of a member who likes the viewer.
  const likesMe = data?.likes_me ?? false;
  const loggedIn = Boolean(user);
  useEffect(() => {
    if (loggedIn && (fromLikes || likesMe)) void markLikeSeen(id).catch(() => undefined);
  }, [fromLikes, likesMe, id, loggedIn]);
  const notFound = error instanceof ApiRequestError && error.status === 404;
  return (
    <>
      <MemberProfileScreen
        status={data ? 'ready' : notFound || missing ? 'notFound' : error ? 'error' : 'loading'}
        data={data ?? null}
        viewer={user ? (user.paid_user ? 'premium' : 'free') : 'visitor'}
        fictionalWarning={settings?.fictional_warning ?? ''}
        fictionalLabel={settings?.fictional_singular ?? ''}
        loginHref={loginRedirect(here)}
        premiumHref="/premium"
        messageHref={user ? chat : signupsOpen ? `/members/${id}/signup` : loginRedirect(chat)}
        giftHref={user ? `${chat}?gift=1` : loginRedirect(chat)}
        searchHref="/members"
        onToggleLike={async (liked) => {
          if (!liked) return unlikeMember(id);
          const answer = await likeMember(id);
          // A like given back: the match modal (spec point 2).
          if (answer.match) {
            setMatch({ id, name: answer.profile.name, photoUrl: answer.profile.main_image?.match });
          }
        }}
        onBlock={() => blockMember(id)}
        onUnblock={() => unblockMember(id)}
        onReport={() => setReport({ status: 'idle', blocked: false })}
        onRetry={() => void mutate()}
      />
      {modals && report && data ? (
        <modals.ReportDialog
          memberName={data.profile.name}
          visitor={!user}
          status={report.status}
          blocked={report.blocked}
          onClose={() => {
            setReport(null);
            // The link's `?report=1` goes with the dialog: a reload or a shared address shows the profile.
            const query = new URLSearchParams(location.search);
            if (query.has('report')) {
              query.delete('report');
              const rest = query.toString();
              void navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, {
                replace: true,
                preventScrollReset: true,
              });
            }
          }}
          onSubmit={(values) => {
            setReport({ status: 'sending', blocked: false });
            reportMember({ profile: id, place: 'profile', ...values })
              .then(({ blocked }) => setReport({ status: 'done', blocked }))
              .catch((error: unknown) => setReport({ status: reportFailure(error), blocked: false }));
          }}
        />
      ) : null}
      {modals ? (
        <modals.MatchModal
          profile={match}
          onViewProfile={(matched) => void navigate(`/members/${matched}`)}
          onClose={() => setMatch(null)}
        />
      ) : null}
    </>
  );
}

/** The report dialog's state while it is open. */
interface ReportState {
  status: ReportStatus;
  blocked: boolean;
}

export { RouteErrorBoundary as ErrorBoundary };
