import type { EditorLander } from '@amori/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  EmptyState,
  ErrorState,
  Skeleton,
  Tag,
  TextField,
  type TagTone,
} from '@amori/ui';
import * as page from '../shared/page.css';
import { ScreenLink, ScreenLinkComponent } from '../shared/ScreenLink';
import * as styles from './landers.css';

/** Where a lander stands: never published, published as drafted, or published with a newer draft. */
export type LanderState = 'draft' | 'published' | 'changed';

/** A lander as the list shows it. */
export interface LanderSummary {
  slug: string;
  name: string;
  state: LanderState;
  /** The last save or publication (ISO). */
  changedAt: string;
  /** Where visitors see it; null until first published. */
  url: string | null;
}

/** The address of a published lander of the editor. */
export const landerUrl = (slug: string) => `/landers/custom/${slug}`;

/** JSON with every object's keys sorted: two equal definitions give one text, whatever their keys' order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * A lander of the editor as the list shows it. The draft is compared with what is published, not
 * their times; the server stores the two by different ways, whose keys come in different orders.
 */
export function landerSummaryOf(lander: EditorLander): LanderSummary {
  const state: LanderState = !lander.published
    ? 'draft'
    : canonical(lander.published) === canonical(lander.draft)
      ? 'published'
      : 'changed';
  const changedAt =
    lander.published_at && lander.published_at > lander.updated_at ? lander.published_at : lander.updated_at;
  return {
    slug: lander.slug,
    name: lander.draft.name,
    state,
    changedAt,
    url: lander.published ? landerUrl(lander.slug) : null,
  };
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;

const TONES: Record<LanderState, TagTone> = { draft: 'neutral', published: 'success', changed: 'warning' };
const STATE_KEYS = { draft: 'stateDraft', published: 'statePublished', changed: 'stateChanged' } as const;

export interface LandersScreenProps {
  status: 'loading' | 'ready' | 'error';
  landers: readonly LanderSummary[];
  /** The editor of one lander. */
  editHref: (slug: string) => string;
  /** A new lander under `slug` (checked: not taken, a valid address). */
  onCreate: (slug: string) => void;
  onRetry?: () => void;
}

/** `/admin/landers` (operators): every lander of the editor, its state and address, and a new one. */
export function LandersScreen({ status, landers, editHref, onCreate, onRetry }: LandersScreenProps) {
  const { t, i18n } = useTranslation('admin');
  const titleId = useId();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  const body = () => {
    if (status === 'loading')
      return (
        <div role="status" aria-label={t('landers.loading')}>
          <Skeleton shape="rect" height={96} />
          <Skeleton shape="rect" height={96} />
        </div>
      );
    if (status === 'error')
      return (
        <ErrorState
          message={t('landers.error')}
          announce
          headingLevel={2}
          action={
            onRetry ? (
              <Button variant="primary" onPress={onRetry}>
                {t('landers.retry')}
              </Button>
            ) : undefined
          }
        />
      );
    if (landers.length === 0)
      return <EmptyState title={t('landers.emptyTitle')} text={t('landers.emptyText')} />;
    return (
      <ul className={styles.list}>
        {landers.map((lander) => (
          <li key={lander.slug} className={styles.item}>
            <div className={styles.head}>
              <h2 className={styles.name}>
                <ScreenLink className={page.link} href={editHref(lander.slug)}>
                  {lander.name}
                </ScreenLink>
              </h2>
              <Tag tone={TONES[lander.state]} size="small">
                {t(`landers.${STATE_KEYS[lander.state]}`)}
              </Tag>
            </div>
            <dl className={styles.facts}>
              <dt className={styles.term}>{t('landers.linked')}</dt>
              <dd className={styles.detail}>
                {lander.url ? (
                  <a className={page.link} href={lander.url}>
                    {lander.url}
                  </a>
                ) : (
                  <>
                    {t('landers.notLinked')} <span className={page.muted}>({lander.slug})</span>
                  </>
                )}
              </dd>
              <dt className={styles.term}>{t('landers.changed')}</dt>
              <dd className={styles.detail}>
                <time dateTime={lander.changedAt}>{date(lander.changedAt)}</time>
              </dd>
            </dl>
            <ButtonLink
              href={editHref(lander.slug)}
              variant="secondary"
              size="small"
              aria-label={t('landers.editLabel', { name: lander.name })}
              LinkComponent={ScreenLinkComponent}
            >
              {t('landers.edit')}
            </ButtonLink>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className={`${page.page} ${styles.wide}`} aria-labelledby={titleId}>
      <h1 id={titleId} className={page.title}>
        {t('landers.title')}
      </h1>
      <p className={page.muted}>{t('landers.intro')}</p>
      {body()}
      {status === 'ready' ? <NewLanderForm taken={landers.map((l) => l.slug)} onCreate={onCreate} /> : null}
    </section>
  );
}

function NewLanderForm({ taken, onCreate }: { taken: readonly string[]; onCreate: (slug: string) => void }) {
  const { t } = useTranslation('admin');
  const [slug, setSlug] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = slug.trim();
    if (!SLUG.test(value)) return setError(t('landers.newInvalid'));
    if (taken.includes(value)) return setError(t('landers.newExists'));
    setError(undefined);
    onCreate(value);
  };
  return (
    <form className={styles.create} onSubmit={submit} noValidate>
      <TextField
        label={t('landers.newLabel')}
        description={t('landers.newDescription')}
        errorMessage={error}
        value={slug}
        onChange={(value) => {
          setSlug(value);
          setError(undefined);
        }}
        autoComplete="off"
        spellCheck="false"
      />
      <Button type="submit" variant="primary">
        {t('landers.create')}
      </Button>
    </form>
  );
}
