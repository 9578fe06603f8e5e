import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberCard } from '@amori/contract';
import { ButtonLink, EmptyState, ErrorState, ProfileCard, Skeleton } from '@amori/ui';
import * as styles from '../shared/page.css';
import { ScreenLink, ScreenLinkComponent } from '../shared/ScreenLink';
import * as own from './SignupMatchesScreen.css';

export interface SignupMatchesScreenProps {
  status: 'loading' | 'ready' | 'empty' | 'error';
  profiles: readonly MemberCard[];
  /** A member's page (`/members/{id}`). */
  profileHref: (id: number) => string;
  searchHref: string;
  onRetry: () => void;
}

/** `/signup-matches`: members who fit what a new member entered. */
export function SignupMatchesScreen({
  status,
  profiles,
  profileHref,
  searchHref,
  onRetry,
}: SignupMatchesScreenProps) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const { t: tm } = useTranslation('members');
  const id = useId();
  return (
    <section className={own.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('matches.title')}
      </h1>
      {status === 'loading' && (
        <div className={own.grid} aria-busy="true">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} shape="rect" height={220} />
          ))}
        </div>
      )}
      {status === 'error' && (
        <ErrorState
          message={te('generic')}
          action={
            <button type="button" className={styles.link} onClick={onRetry}>
              {t('settings.retry')}
            </button>
          }
        />
      )}
      {status === 'empty' && (
        <EmptyState
          title={t('matches.empty')}
          action={
            <ButtonLink variant="primary" href={searchHref} LinkComponent={ScreenLinkComponent}>
              {t('matches.search')}
            </ButtonLink>
          }
        />
      )}
      {status === 'ready' && (
        <>
          <p className={styles.muted}>{t('matches.body')}</p>
          <ul className={own.grid}>
            {profiles.map((p) => (
              <li key={p.id}>
                <ProfileCard
                  profile={{
                    id: String(p.id),
                    name: p.name,
                    age: p.age,
                    region: p.city ?? p.region ?? undefined,
                    photoUrl: p.main_image?.thumb_filename,
                  }}
                  noPhotoLabel={tm('profile.noPhoto', { name: p.name })}
                  href={profileHref(p.id)}
                  renderLink={({ href, className, children }) => (
                    <ScreenLink href={href} className={className}>
                      {children}
                    </ScreenLink>
                  )}
                />
              </li>
            ))}
          </ul>
          <p>
            <ScreenLink className={styles.link} href={searchHref}>
              {t('matches.search')}
            </ScreenLink>
          </p>
        </>
      )}
    </section>
  );
}
