import type { User } from '@amori/contract';
import { MemberHomeScreen, type MemberHomeData } from '@amori/screens';
import { useChats, useLikes } from '../data/hooks';
import { memberNewsOf } from '../data/news';

export interface MemberHomeProps {
  user: User;
  /** Members near them, from the page's loader; null when that search failed. */
  nearby: MemberHomeData['nearby'];
  nearbyHref: string;
}

/**
 * A member's `/`, loaded on its own (the home route imports it lazily): a visitor's page, the
 * one measured for speed, carries none of its code. What is new comes from the chats and likes
 * the header polls anyway, so it adds no request.
 */
export default function MemberHome({ user, nearby, nearbyHref }: MemberHomeProps) {
  const chats = useChats(true);
  const likes = useLikes(true);
  return (
    <MemberHomeScreen
      member={{
        name: user.profile.name,
        news: memberNewsOf(chats, likes),
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
