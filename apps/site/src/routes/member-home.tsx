import type { User } from '@amori/contract';
import { MemberHomeScreen, type MemberHomeData, type MemberNews } from '@amori/screens';
import { useChats, useLikes } from '../data/hooks';
import { memberNewsOf } from '../data/news';

export interface MemberHomeProps {
  user: User;
  /** What was new when the page's loader read it; null when it could not. */
  news: MemberNews | null;
  /** Members near them, from the page's loader; null when that search failed. */
  nearby: MemberHomeData['nearby'];
  nearbyHref: string;
}

/**
 * A member's `/`. What is new follows the chats and likes the header polls anyway; until they
 * are there, what the loader read. (Not loaded lazily: a lazy part the server rendered is drawn
 * again from nothing when anything above it changes before its code came, such as the polled
 * badges, so the page blinked empty on a slow phone.)
 */
export function MemberHome({ user, news: loaded, nearby, nearbyHref }: MemberHomeProps) {
  const chats = useChats(true);
  const likes = useLikes(true);
  const polled = memberNewsOf(chats, likes);
  const news = polled.status === 'ready' ? polled : (loaded ?? polled);
  return (
    <MemberHomeScreen
      member={{
        name: user.profile.name,
        news,
        onRetryNews: () => void Promise.all([chats.mutate(), likes.mutate()]),
        nearby,
        nearbyHref,
        chatsHref: '/chats',
        chatHref: (conversation) => `/chats/${conversation}`,
        likesHref: '/likes',
        matchesHref: '/likes/matches',
        likerHref: (id) => `/likes/m/${id}`,
      }}
      memberHref={(id) => `/members/${id}`}
    />
  );
}
