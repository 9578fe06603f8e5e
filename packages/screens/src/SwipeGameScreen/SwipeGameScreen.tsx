import type { MemberCard } from '@amori/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink, Skeleton, SwipeDeck } from '@amori/ui';
import { MatchModal, type MatchModalProfile } from '../MatchModal';
import { RetryableError } from '../shared/ListStates';
import * as styles from '../shared/members.css';
import * as page from '../shared/page.css';
import { ScreenLinkComponent } from '../shared/ScreenLink';

export interface SwipeGameScreenProps {
  status: 'loading' | 'ready' | 'error';
  profiles: readonly MemberCard[];
  likesLeft: number;
  likesPerDay: number;
  /** When the likes come back (ISO 8601): midnight in the site's time zone. */
  resetsAt: string;
  onLike: (id: number) => void;
  onPass: (id: number) => void;
  /** A like that could not be saved. */
  failed?: boolean;
  /** A match as it happens. */
  match: MatchModalProfile | null;
  onViewMatch: (id: number) => void;
  onCloseMatch: () => void;
  searchHref: string;
  onRetry?: () => void;
  /** Report the member on the card in front. */
  onReport?: (id: number, name: string) => void;
}

/** The swipe game: a deck of suggested members, 4 likes a day, buttons and arrow keys besides dragging. */
export function SwipeGameScreen(props: SwipeGameScreenProps) {
  const { t, i18n } = useTranslation('members');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const resetTime = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(props.resetsAt),
  );
  const exhausted = props.likesLeft <= 0;
  // The deck keeps which cards are done; the card in front is the first not decided here.
  const [decided, setDecided] = useState<readonly number[]>([]);
  const front = props.profiles.find((p) => !decided.includes(p.id));
  const decide = (memberId: number, like: boolean) => {
    setDecided((ids) => [...ids, memberId]);
    (like ? props.onLike : props.onPass)(memberId);
  };
  return (
    <section className={styles.wide} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={page.title}>
        {t('swipe.title')}
      </h1>
      <p className={styles.muted}>{t('swipe.intro', { count: props.likesPerDay })}</p>
      {props.status === 'loading' ? (
        <div role="status" aria-label={t('swipe.loading')}>
          <Skeleton shape="rect" height={480} />
        </div>
      ) : props.status === 'error' ? (
        <RetryableError message={t('swipe.error')} retryLabel={t('actions.retry')} onRetry={props.onRetry} />
      ) : (
        <>
          {exhausted ? (
            <Alert tone="info" title={t('swipe.exhaustedTitle')}>
              {t('swipe.exhausted', { count: props.likesPerDay, time: resetTime })}
            </Alert>
          ) : null}
          {props.failed ? (
            <Alert tone="danger" announce>
              {t('swipe.failed')}
            </Alert>
          ) : null}
          <SwipeDeck
            profiles={props.profiles.map((p) => ({
              id: String(p.id),
              name: p.name,
              age: p.age,
              region: [p.city, p.region].filter(Boolean).join(', ') || undefined,
              photoUrl: p.main_image?.filename,
            }))}
            onLike={(memberId) => decide(Number(memberId), true)}
            onPass={(memberId) => decide(Number(memberId), false)}
            likeLabel={t('swipe.like')}
            passLabel={t('swipe.pass')}
            remainingText={t('swipe.left', { count: props.likesLeft })}
            likesExhausted={exhausted}
            emptyText={t('swipe.empty')}
            keyboardHint={t('swipe.hint')}
          />
          {front && props.onReport ? (
            <div>
              <Button
                size="small"
                variant="ghost"
                onPress={() => props.onReport?.(front.id, front.name)}
                aria-label={tc('report.title.member', { name: front.name })}
              >
                {tc('report.action')}
              </Button>
            </div>
          ) : null}
          <ButtonLink href={props.searchHref} variant="link" LinkComponent={ScreenLinkComponent}>
            {t('swipe.search')}
          </ButtonLink>
        </>
      )}
      <MatchModal profile={props.match} onViewProfile={props.onViewMatch} onClose={props.onCloseMatch} />
    </section>
  );
}
