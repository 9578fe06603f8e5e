import { formatChatListTime } from '@amori/core';
import { ChatsScreen, type ChatAlert } from '@amori/screens';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteChat, useChatList } from '../data/chat-list';
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

/** The conversation list (`/chats`): kept current by the live socket, polling as the fallback. */
export default function ChatsRoute() {
  const { i18n } = useTranslation();
  const { data, error, mutate } = useChatList();
  const [alert, setAlert] = useState<ChatAlert | null>(null);
  return (
    <ChatsScreen
      status={data ? 'ready' : error ? 'error' : 'loading'}
      chats={data?.chats ?? []}
      totalUnread={data?.total_unread_messages ?? 0}
      chatHref={(id) => `/chats/${id}`}
      searchHref="/members"
      formatTime={(iso) => formatChatListTime(new Date(iso), new Date(), i18n.language)}
      onDelete={(id) => {
        deleteChat(id).catch(() => setAlert({ kind: 'delete_failed' }));
      }}
      onRetry={() => void mutate()}
      alert={alert}
      onDismissAlert={() => setAlert(null)}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
