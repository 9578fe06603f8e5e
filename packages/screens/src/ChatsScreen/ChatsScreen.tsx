import type { ChatEntry } from '@amori/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, ConversationListItem, EmptyState, IconButton, TrashIcon } from '@amori/ui';
import { LoadingSkeletons, RetryableError } from '../shared/ListStates';
import * as page from '../shared/page.css';
import { ScreenLinkComponent } from '../shared/ScreenLink';
import { ChatAlertDialog, type ChatAlert } from '../ConversationScreen/ChatAlertDialog';
import * as styles from './ChatsScreen.css';

export interface ChatsScreenProps {
  status: 'loading' | 'ready' | 'error';
  /** Conversations, newest first (GET /api/chats.php). */
  chats: readonly ChatEntry[];
  totalUnread: number;
  chatHref: (conversation: number) => string;
  searchHref: string;
  onDelete: (conversation: number) => void;
  onRetry?: () => void;
  /** An alert to show (e.g. a delete that failed), with its close. */
  alert?: ChatAlert | null;
  onDismissAlert?: () => void;
  /** Formats a last message's time (the site's locale and clock). */
  formatTime?: (iso: string) => string;
}

/** What the list says of a last message: its text, a gift or a photo. */
function useLastMessageText() {
  const { t } = useTranslation('chat');
  return (last: ChatEntry['last_message']) => {
    if (!last) return t('list.noMessages');
    const text =
      last.kind === 'gift'
        ? t('list.gift', { gift: t(`gifts.${last.text}`, { defaultValue: last.text }) })
        : last.kind === 'photo'
          ? t('list.photo')
          : last.text;
    return last.from_me ? t('list.fromMe', { text }) : text;
  };
}

/**
 * The conversation list (`/chats`): photo, name, last message, unread count and what each has cost
 * the member (fair charging: the figure the conversation itself shows).
 */
export function ChatsScreen(props: ChatsScreenProps) {
  const { t } = useTranslation('chat');
  const id = useId();
  const lastText = useLastMessageText();
  return (
    <section className={styles.root} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={page.title}>
        {t('list.title')}
        {props.totalUnread > 0 ? (
          <span className={styles.total}>{t('list.totalUnread', { count: props.totalUnread })}</span>
        ) : null}
      </h1>
      {props.status === 'loading' ? (
        <LoadingSkeletons label={t('list.loading')} count={4} height={64} className={styles.list} />
      ) : props.status === 'error' ? (
        <RetryableError message={t('list.error')} retryLabel={t('actions.retry')} onRetry={props.onRetry} />
      ) : props.chats.length === 0 ? (
        <EmptyState
          title={t('list.empty')}
          text={t('list.emptyText')}
          headingLevel={2}
          action={
            <ButtonLink href={props.searchHref} variant="primary" LinkComponent={ScreenLinkComponent}>
              {t('list.search')}
            </ButtonLink>
          }
        />
      ) : (
        <ul className={styles.list} aria-label={t('list.title')}>
          {props.chats.map((chat) => (
            <li key={chat.conversation.id} className={styles.row} data-conversation={chat.conversation.id}>
              <div className={styles.item}>
                <ConversationListItem
                  id={String(chat.conversation.id)}
                  name={chat.profile.name}
                  photoUrl={chat.profile.main_image?.thumb_filename}
                  lastMessage={lastText(chat.last_message)}
                  time={
                    chat.last_message && props.formatTime
                      ? props.formatTime(chat.last_message.sent_at)
                      : undefined
                  }
                  unreadCount={chat.num_unread_messages}
                  unreadLabel={t('list.unread', { count: chat.num_unread_messages })}
                  credits={chat.credits_spent}
                  creditsLabel={t('list.spent', { count: chat.credits_spent })}
                  href={props.chatHref(chat.conversation.id)}
                />
              </div>
              <IconButton
                label={t('list.delete', { name: chat.profile.name })}
                variant="ghost"
                icon={<TrashIcon />}
                onPress={() => props.onDelete(chat.conversation.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {props.alert ? <ChatAlertDialog alert={props.alert} onDismiss={props.onDismissAlert} /> : null}
    </section>
  );
}
