import type { ListCard } from '@amori/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink, EmptyState } from '@amori/ui';
import { MemberCards } from '../shared/MemberCards';
import * as styles from '../shared/members.css';
import { LoadingSkeletons, RetryableError } from '../shared/ListStates';
import * as page from '../shared/page.css';
import { ScreenLink, ScreenLinkComponent } from '../shared/ScreenLink';
import * as own from './LikesScreen.css';

export const LIKE_TABS = ['received', 'sent', 'matches'] as const;
export type LikeTab = (typeof LIKE_TABS)[number];

export interface LikesScreenProps {
  status: 'loading' | 'ready' | 'error';
  tab: LikeTab;
  /** Members of the tab, in order (received: new ones first). */
  members: readonly ListCard[];
  /** Ids of received likes not opened yet. */
  newIds: readonly number[];
  counts: Record<LikeTab, number>;
  tabHref: (tab: LikeTab) => string;
  /** A member opened from the list (`/likes/m/{id}`, which clears the new-like flag). */
  profileHref: (id: number) => string;
  searchHref: string;
  onRetry?: () => void;
  /** The tab has more members than `members` (a page at a time): a load-more button. */
  hasMore?: boolean;
  loadingMore?: boolean;
  loadMoreFailed?: boolean;
  onLoadMore?: () => void;
  /** Report a member from their entry in the list. */
  onReport?: (id: number, name: string) => void;
}

/** Likes: received (new first), sent and matches, as tabs that are links (`/likes/{type}`). */
export function LikesScreen(props: LikesScreenProps) {
  const { t } = useTranslation('members');
  const id = useId();
  const isNew = (memberId: number) => props.newIds.includes(memberId);
  return (
    <section className={styles.wide} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={page.title}>
        {t('likes.title')}
      </h1>
      <nav aria-label={t('likes.tabs')}>
        <ul className={own.tabs}>
          {LIKE_TABS.map((tab) => (
            <li key={tab}>
              <ScreenLink
                href={props.tabHref(tab)}
                className={own.tab}
                aria-current={tab === props.tab ? 'page' : undefined}
              >
                {t(`likes.tab.${tab}`)}
                <span className={own.count}>{props.counts[tab]}</span>
              </ScreenLink>
            </li>
          ))}
        </ul>
      </nav>
      {props.status === 'loading' ? (
        <LoadingSkeletons label={t('likes.loading')} count={6} height={220} className={styles.cards} />
      ) : props.status === 'error' ? (
        <RetryableError message={t('likes.error')} retryLabel={t('actions.retry')} onRetry={props.onRetry} />
      ) : props.members.length === 0 ? (
        <EmptyState
          title={t(`likes.empty.${props.tab}`)}
          text={t('likes.emptyText')}
          headingLevel={2}
          action={
            <ButtonLink href={props.searchHref} variant="primary" LinkComponent={ScreenLinkComponent}>
              {t('likes.search')}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <MemberCards
            members={props.members}
            hrefOf={props.profileHref}
            isNew={props.tab === 'received' ? isNew : undefined}
            label={t(`likes.tab.${props.tab}`)}
            onReport={props.onReport}
          />
          {props.hasMore && props.onLoadMore ? (
            <div className={own.more}>
              {props.loadMoreFailed ? (
                <Alert tone="danger" announce>
                  {t('search.loadMoreFailed')}
                </Alert>
              ) : null}
              <Button
                variant="outline"
                size="large"
                isDisabled={props.loadingMore}
                onPress={props.onLoadMore}
              >
                {props.loadingMore ? t('search.loadingMore') : t('search.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
