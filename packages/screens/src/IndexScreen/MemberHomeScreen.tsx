import type { ChatEntry } from '@amori/contract';
import { formatBadgeCount } from '@amori/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ButtonLink,
  ChatIcon,
  ConversationListItem,
  EmptyState,
  HeartIcon,
  ProfileCard,
  Skeleton,
  StarIcon,
  StatCard,
} from '@amori/ui';
import { RetryableError } from '../shared/ListStates';
import { ScreenLink, ScreenLinkComponent } from '../shared/ScreenLink';
import { cardProfile, HomeMembers } from './HomeMembers';
import type { MemberHomeData } from './types';
import * as styles from './IndexScreen.css';

/** At most this many unread conversations and new likers are listed; the rest are a link away. */
const LISTED = 3;

/** A count as the figure shows it: capped like the badges (99+), 0 as 0. */
const figure = (count: number) => formatBadgeCount(count) ?? '0';

/** What a conversation's last message says in the list: its text, or what it was. */
function useLastMessage() {
  const { t } = useTranslation('home');
  return (last: ChatEntry['last_message']) =>
    !last
      ? undefined
      : last.kind === 'gift'
        ? t('member.gift')
        : last.kind === 'photo'
          ? t('member.photo')
          : last.text;
}

export interface MemberHomeScreenProps {
  member: MemberHomeData;
  /** Where a member's card leads. */
  memberHref: (id: number) => string;
}

/**
 * `/` for a logged-in member: what is new for them (unread messages, new likes and matches, each
 * a link; the unread conversations and new likers) and members near them.
 */
export function MemberHomeScreen({ member, memberHref }: MemberHomeScreenProps) {
  const { t } = useTranslation('home');
  const id = useId();
  const lastMessage = useLastMessage();
  const { news } = member;
  const nothingNew =
    news.status === 'ready' && news.unreadMessages === 0 && news.newLikes === 0 && news.newMatches === 0;

  return (
    <>
      <section className={styles.section} aria-labelledby="index-title">
        <h1 id="index-title" className={styles.title}>
          {t('member.welcome', { name: member.name })}
        </h1>
        <section className={styles.news} aria-labelledby={`${id}-news`}>
          <h2 id={`${id}-news`} className={styles.subTitle}>
            {t('member.newsTitle')}
          </h2>
          {news.status === 'loading' ? (
            <div role="status" aria-label={t('member.loading')} className={styles.stats}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} shape="rect" height={128} />
              ))}
            </div>
          ) : news.status === 'error' ? (
            <RetryableError
              message={t('member.error')}
              retryLabel={t('member.retry')}
              onRetry={member.onRetryNews}
            />
          ) : (
            <>
              <ul className={styles.stats}>
                <li>
                  <StatCard
                    value={figure(news.unreadMessages)}
                    label={t('member.unread', { count: news.unreadMessages })}
                    icon={<ChatIcon />}
                    href={member.chatsHref}
                    highlight={news.unreadMessages > 0}
                    LinkComponent={ScreenLinkComponent}
                  />
                </li>
                <li>
                  <StatCard
                    value={figure(news.newLikes)}
                    label={t('member.newLikes', { count: news.newLikes })}
                    icon={<HeartIcon />}
                    href={member.likesHref}
                    highlight={news.newLikes > 0}
                    LinkComponent={ScreenLinkComponent}
                  />
                </li>
                <li>
                  <StatCard
                    value={figure(news.newMatches)}
                    label={t('member.newMatches', { count: news.newMatches })}
                    icon={<StarIcon />}
                    href={member.matchesHref}
                    highlight={news.newMatches > 0}
                    LinkComponent={ScreenLinkComponent}
                  />
                </li>
              </ul>
              {nothingNew ? <p className={styles.muted}>{t('member.nothingNew')}</p> : null}
              {news.unreadChats.length > 0 || news.newLikers.length > 0 ? (
                <div className={styles.columns}>
                  {news.unreadChats.length > 0 ? (
                    <section className={styles.subsection} aria-labelledby={`${id}-unread`}>
                      <div className={styles.sectionHead}>
                        <h3 id={`${id}-unread`} className={styles.subTitle}>
                          {t('member.unreadTitle')}
                        </h3>
                        <ScreenLink href={member.chatsHref} className={styles.link}>
                          {t('member.allMessages')}
                        </ScreenLink>
                      </div>
                      <ul className={styles.plainList}>
                        {news.unreadChats.slice(0, LISTED).map((chat) => (
                          <li key={chat.conversation.id}>
                            <ConversationListItem
                              id={String(chat.conversation.id)}
                              name={chat.profile.name}
                              photoUrl={chat.profile.main_image?.thumb_filename}
                              lastMessage={lastMessage(chat.last_message)}
                              unreadCount={chat.num_unread_messages}
                              unreadLabel={t('member.unreadIn', { count: chat.num_unread_messages })}
                              href={member.chatHref(chat.conversation.id)}
                            />
                          </li>
                        ))}
                      </ul>
                    </section>
                  ) : null}
                  {news.newLikers.length > 0 ? (
                    <section className={styles.subsection} aria-labelledby={`${id}-likers`}>
                      <div className={styles.sectionHead}>
                        <h3 id={`${id}-likers`} className={styles.subTitle}>
                          {t('member.likersTitle')}
                        </h3>
                        <ScreenLink href={member.likesHref} className={styles.link}>
                          {t('member.allLikes')}
                        </ScreenLink>
                      </div>
                      <ul className={styles.plainList}>
                        {news.newLikers.slice(0, LISTED).map((m) => (
                          <li key={m.id}>
                            <ProfileCard
                              variant="compact"
                              profile={cardProfile(m)}
                              href={member.likerHref(m.id)}
                              onlineLabel={t('members:card.online')}
                              renderLink={({ href, className, children }) => (
                                <ScreenLink href={href} className={className}>
                                  {children}
                                </ScreenLink>
                              )}
                            />
                          </li>
                        ))}
                      </ul>
                    </section>
                  ) : null}
                </div>
              ) : null}
            </>
          )}
        </section>
      </section>

      <section className={styles.section} aria-labelledby={`${id}-nearby`}>
        <div className={styles.sectionHead}>
          <h2 id={`${id}-nearby`} className={styles.sectionTitle}>
            {t('member.nearbyTitle')}
          </h2>
          {member.nearby && member.nearby.length > 0 ? (
            <ScreenLink href={member.nearbyHref} className={styles.link}>
              {t('member.nearbyAll')}
            </ScreenLink>
          ) : null}
        </div>
        {member.nearby === null ? (
          <p className={styles.muted} role="alert">
            {t('member.nearbyError')}{' '}
            <ScreenLink href={member.nearbyHref} className={styles.link}>
              {t('member.searchCta')}
            </ScreenLink>
          </p>
        ) : member.nearby.length === 0 ? (
          <EmptyState
            title={t('member.nearbyEmpty')}
            text={t('member.nearbyEmptyText')}
            headingLevel={3}
            action={
              <ButtonLink href={member.nearbyHref} variant="primary" LinkComponent={ScreenLinkComponent}>
                {t('member.searchCta')}
              </ButtonLink>
            }
          />
        ) : (
          <HomeMembers members={member.nearby} hrefOf={memberHref} label={t('member.nearbyTitle')} />
        )}
      </section>
    </>
  );
}
