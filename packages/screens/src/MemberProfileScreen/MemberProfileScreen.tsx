import type { MemberProfile, ProfileAttribute } from '@amori/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ButtonLink,
  ErrorState,
  LikeButton,
  LockIcon,
  PhotoGallery,
  ProfileFacts,
  ProfilePhoto,
  Skeleton,
  Tag,
} from '@amori/ui';
import { RetryableError } from '../shared/ListStates';
import * as styles from '../shared/members.css';
import * as page from '../shared/page.css';
import { ScreenLinkComponent } from '../shared/ScreenLink';
import * as own from './MemberProfileScreen.css';

export type ProfileViewer = 'visitor' | 'free' | 'premium';

export interface MemberProfileData {
  profile: MemberProfile;
  liked: boolean;
  likes_me: boolean;
  match: boolean;
  blocked: boolean;
  photo_allowance: number | null;
}

export interface MemberProfileScreenProps {
  status: 'loading' | 'ready' | 'error' | 'notFound';
  data?: MemberProfileData | null;
  viewer: ProfileViewer;
  /** The site's fictional-profile warning (`fictional_warning`) and its label (`fictional_singular`). */
  fictionalWarning: string;
  fictionalLabel: string;
  /** Login, then back here (visitors: like, message, gift and more photos need it, spec point 6). */
  loginHref: string;
  /** Premium (free members: all photos). */
  premiumHref: string;
  /** The chat with this member (message and gift lead into it); a visitor's go to login. */
  messageHref: string;
  giftHref: string;
  searchHref: string;
  onToggleLike: (liked: boolean) => Promise<unknown>;
  onBlock: () => Promise<unknown>;
  onUnblock: () => Promise<unknown>;
  /** Opens the report dialog (anyone may report a member; a visitor with an e-mail address). */
  onReport?: () => void;
  onRetry?: () => void;
}

/** A member's profile: photos (hidden ones blurred with a call to action), facts, and the actions of spec point 1. */
export function MemberProfileScreen(props: MemberProfileScreenProps) {
  const { t } = useTranslation('members');
  const id = useId();
  if (props.status === 'loading') {
    return (
      <section className={styles.wide} aria-busy="true">
        <p role="status" className={styles.muted}>
          {t('profile.loading')}
        </p>
        <div className={own.layout}>
          <Skeleton shape="rect" height={420} />
          <Skeleton lines={6} />
        </div>
      </section>
    );
  }
  if (props.status === 'notFound' || props.status === 'error' || !props.data) {
    return (
      <section className={styles.wide}>
        {props.status === 'error' && props.onRetry ? (
          <RetryableError
            message={t('profile.error')}
            retryLabel={t('actions.retry')}
            onRetry={props.onRetry}
            headingLevel={1}
          />
        ) : (
          <ErrorState
            message={props.status === 'error' ? t('profile.error') : t('profile.notFound')}
            statusCode={props.status === 'error' ? undefined : 404}
            announce
            action={
              <ButtonLink href={props.searchHref} variant="primary" LinkComponent={ScreenLinkComponent}>
                {t('profile.backToSearch')}
              </ButtonLink>
            }
          />
        )}
      </section>
    );
  }
  return <Profile {...props} data={props.data} titleId={`${id}-title`} />;
}

function Profile(props: MemberProfileScreenProps & { data: MemberProfileData; titleId: string }) {
  const { t } = useTranslation('members');
  const { t: tc } = useTranslation('common');
  const { data, viewer } = props;
  const p = data.profile;
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [blockState, setBlockState] = useState<'idle' | 'saving' | 'error'>('idle');
  const visible = p.photos.filter((photo) => !photo.locked);
  const locked = p.photos.filter((photo) => photo.locked);
  const main = p.photos[0];
  const place = [p.city, p.region].filter(Boolean).join(', ');
  const visitor = viewer === 'visitor';

  const run = async (action: () => Promise<unknown>) => {
    setBlockState('saving');
    try {
      await action();
      setBlockState('idle');
      setConfirmBlock(false);
    } catch {
      setBlockState('error');
    }
  };

  // A gender is one person's (choices.gender: 'Woman'), not the search filter's 'Women'.
  const value = (a: ProfileAttribute) =>
    a.field === 'age' ? a.value : t(`choices.${a.field}.${a.value}`, { defaultValue: a.value });

  return (
    <article className={styles.wide} aria-labelledby={props.titleId} data-profile-id={p.id}>
      <div className={own.layout}>
        <div className={own.photos}>
          <ProfilePhoto
            src={main?.src}
            alt={t('profile.photoOf', { name: p.name })}
            noPhotoLabel={t('profile.noPhoto', { name: p.name })}
            photoCount={p.photo_count}
            photoCountLabel={t('profile.photoCount', { count: p.photo_count })}
            fictionalLabel={p.fictional ? props.fictionalLabel : undefined}
            priority
          />
          {visible.length > 1 ? (
            <PhotoGallery
              photos={visible.map((photo, i) => ({
                id: String(photo.id),
                src: photo.src,
                alt: t('profile.photoNumber', { name: p.name, number: i + 1 }),
              }))}
              thumbnailLabel={(n, total) => t('profile.openPhoto', { number: n, total })}
              labels={{
                title: t('profile.photosOf', { name: p.name }),
                close: t('actions.close'),
                previous: t('profile.previous'),
                next: t('profile.next'),
                counter: (n, total) => t('profile.counter', { number: n, total }),
              }}
            />
          ) : null}
          {locked.length > 0 ? (
            <div className={own.lockedBlock}>
              <ul className={own.lockedGrid} aria-label={t('profile.lockedPhotos', { count: locked.length })}>
                {locked.map((photo) => (
                  <li key={photo.id} className={own.lockedItem}>
                    <img src={photo.thumb} alt="" className={own.lockedImage} width={96} height={120} />
                    <span className={own.lockIcon} aria-hidden="true">
                      <LockIcon />
                    </span>
                  </li>
                ))}
              </ul>
              <p className={styles.muted}>
                {visitor
                  ? t('profile.morePhotosLogin', { count: locked.length })
                  : t('profile.morePhotosPremium', { count: locked.length })}
              </p>
              <ButtonLink
                href={visitor ? props.loginHref : props.premiumHref}
                variant="primary"
                LinkComponent={ScreenLinkComponent}
              >
                {visitor ? t('profile.loginToSee') : t('profile.premiumToSee')}
              </ButtonLink>
            </div>
          ) : null}
        </div>

        <div className={own.details}>
          <header className={styles.section}>
            <h1 id={props.titleId} className={page.title}>
              {t('profile.nameAge', { name: p.name, age: p.age })}
            </h1>
            <div className={styles.row}>
              {place ? <span className={styles.muted}>{place}</span> : null}
              {p.online ? (
                <Tag tone="success" size="small">
                  {t('card.online')}
                </Tag>
              ) : null}
              {p.kind !== 'member' ? (
                <Tag tone="info" size="small">
                  {t(`kind.${p.kind}`)}
                </Tag>
              ) : null}
              {data.match ? (
                <Tag tone="primary" size="small">
                  {t('profile.match')}
                </Tag>
              ) : null}
            </div>
          </header>

          {p.fictional ? <Alert tone="warning">{props.fictionalWarning}</Alert> : null}

          {data.blocked ? (
            <Alert
              tone="info"
              actions={
                <Button
                  variant="outline"
                  isDisabled={blockState === 'saving'}
                  onPress={() => void run(props.onUnblock)}
                >
                  {t('profile.unblock')}
                </Button>
              }
            >
              {t('profile.youBlocked', { name: p.name })}
            </Alert>
          ) : (
            <div className={styles.row} role="group" aria-label={t('profile.actions')}>
              {visitor ? (
                <ButtonLink href={props.loginHref} variant="secondary" LinkComponent={ScreenLinkComponent}>
                  {t('profile.like')}
                </ButtonLink>
              ) : (
                <LikeButton
                  liked={data.liked}
                  label={t('profile.likeName', { name: p.name })}
                  text={data.liked ? t('profile.liked') : t('profile.like')}
                  onToggle={props.onToggleLike}
                  errorText={t('profile.likeFailed')}
                />
              )}
              <ButtonLink href={props.messageHref} variant="primary" LinkComponent={ScreenLinkComponent}>
                {t('profile.message')}
              </ButtonLink>
              <ButtonLink href={props.giftHref} variant="outline" LinkComponent={ScreenLinkComponent}>
                {t('profile.gift')}
              </ButtonLink>
              {p.external_url ? (
                <ButtonLink href={p.external_url} variant="outline" external>
                  {t(`kind.cta.${p.kind}`)}
                </ButtonLink>
              ) : null}
            </div>
          )}
          {blockState === 'error' ? (
            <Alert tone="danger" announce>
              {t('profile.blockFailed')}
            </Alert>
          ) : null}

          {p.about ? (
            <section className={styles.section} aria-labelledby={`${props.titleId}-about`}>
              <h2 id={`${props.titleId}-about`} className={styles.sectionTitle}>
                {t('profile.about')}
              </h2>
              <p className={own.text}>{p.about}</p>
            </section>
          ) : null}
          {p.notes ? (
            <section className={styles.section} aria-labelledby={`${props.titleId}-notes`}>
              <h2 id={`${props.titleId}-notes`} className={styles.sectionTitle}>
                {t('profile.notes')}
              </h2>
              <p className={own.text}>{p.notes}</p>
            </section>
          ) : null}
          <section className={styles.section} aria-labelledby={`${props.titleId}-facts`}>
            <h2 id={`${props.titleId}-facts`} className={styles.sectionTitle}>
              {t('profile.facts')}
            </h2>
            <ProfileFacts
              facts={[
                ...p.attributes.map((a) => ({ label: t(`attributes.${a.field}`), value: value(a) })),
                ...(place ? [{ label: t('attributes.place'), value: place }] : []),
                { label: t('attributes.photos'), value: String(p.photo_count) },
              ]}
            />
          </section>
          {p.interests.length > 0 ? (
            <section className={styles.section} aria-labelledby={`${props.titleId}-interests`}>
              <h2 id={`${props.titleId}-interests`} className={styles.sectionTitle}>
                {t('profile.interests')}
              </h2>
              <ul className={own.tags}>
                {p.interests.map((i) => (
                  <li key={i.id}>
                    <Tag>{t(`interests.${i.slug}`, { defaultValue: i.name })}</Tag>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {props.onReport ? (
            <div className={styles.section}>
              <Button variant="ghost" onPress={props.onReport}>
                {tc('report.action')}
              </Button>
            </div>
          ) : null}

          {!visitor && !data.blocked ? (
            <div className={styles.section}>
              {confirmBlock ? (
                <Alert
                  tone="warning"
                  title={t('profile.blockConfirmTitle', { name: p.name })}
                  actions={
                    <>
                      <Button
                        variant="secondary"
                        isDisabled={blockState === 'saving'}
                        onPress={() => void run(props.onBlock)}
                      >
                        {t('profile.blockConfirm')}
                      </Button>
                      <Button variant="outline" onPress={() => setConfirmBlock(false)}>
                        {t('actions.cancel')}
                      </Button>
                    </>
                  }
                >
                  {t('profile.blockExplain', { name: p.name })}
                </Alert>
              ) : (
                <div>
                  <Button variant="ghost" onPress={() => setConfirmBlock(true)}>
                    {t('profile.block')}
                  </Button>
                </div>
              )}
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
