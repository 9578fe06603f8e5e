import type { MemberCard, SearchFilters, SearchWidened } from '@amori/contract';
import { GENDERS, SEARCH_MAX_AGE, SEARCH_MIN_AGE } from '@amori/core';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink, EmptyState, NativeSelect } from '@amori/ui';
import { MemberCards } from '../shared/MemberCards';
import { countryNamer } from '../shared/countryName';
import * as styles from '../shared/members.css';
import { LoadingSkeletons, RetryableError } from '../shared/ListStates';
import * as page from '../shared/page.css';
import { ScreenLinkComponent } from '../shared/ScreenLink';
import * as own from './MembersSearchScreen.css';

export type SearchValues = SearchFilters;

export interface SearchRegion {
  id: number;
  country: string;
  name: string;
}

export interface MembersSearchScreenProps {
  status: 'loading' | 'ready' | 'error';
  /** The filters of the results shown (from the URL, defaults filled in by the server). */
  filters: SearchValues;
  /** The site's countries (ISO codes). */
  countries: readonly string[];
  /**
   * The countries' names in the page's language, when the caller has them (a server names them):
   * naming them in the browser first loads the runtime's region names, a long task while the page
   * hydrates. A country without a name here is named by the screen.
   */
  countryNames?: Readonly<Record<string, string>>;
  regions: readonly SearchRegion[];
  /** What a region is called per country (`province`, `state`, ...): the region field's label. */
  regionLabels: Readonly<Record<string, string>>;
  /** The filters the site offers (`search_fields`). */
  searchFields: readonly string[];
  profiles: readonly MemberCard[];
  numResults: number | null;
  numResultsCapped: boolean;
  similar: readonly MemberCard[];
  widened: readonly SearchWidened[];
  hasMore: boolean;
  loadingMore?: boolean;
  loadMoreFailed?: boolean;
  onSearch: (values: SearchValues) => void;
  onLoadMore: () => void;
  onRetry?: () => void;
  profileHref: (id: number) => string;
  /** Where the form goes without scripts (its GET action). */
  action: string;
  /** A visitor is invited to sign up. */
  signupHref?: string | null;
}

const ages = Array.from({ length: SEARCH_MAX_AGE - SEARCH_MIN_AGE + 1 }, (_, i) =>
  String(SEARCH_MIN_AGE + i),
);

/** Member search: filters (in the URL), the count, 20 results a load, similar results when few. */
export function MembersSearchScreen(props: MembersSearchScreenProps) {
  const { t, i18n } = useTranslation('members');
  const id = useId();
  const [values, setValues] = useState<SearchValues>(props.filters);
  const [shownFilters, setShownFilters] = useState(props.filters);
  if (shownFilters !== props.filters) {
    // New results came (a search, the back button): the form follows them.
    setShownFilters(props.filters);
    setValues(props.filters);
  }
  const { countryNames } = props;
  const countryName = useMemo(() => {
    let named: ((code: string) => string) | undefined;
    return (code: string) => countryNames?.[code] ?? (named ??= countryNamer(i18n.language))(code);
  }, [countryNames, i18n.language]);
  const show = (field: string) => props.searchFields.includes(field);
  const regionLabel = props.regionLabels[values.country] ?? 'region';
  const regions = props.regions.filter((r) => r.country === values.country);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(values);
  };

  const count =
    props.numResults === null
      ? null
      : props.numResultsCapped
        ? t('search.countCapped', { count: props.numResults })
        : t('search.count', { count: props.numResults });

  return (
    <section className={styles.wide} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={page.title}>
        {t('search.title')}
      </h1>
      {props.signupHref ? (
        <Alert
          tone="info"
          actions={
            <ButtonLink href={props.signupHref} variant="primary" LinkComponent={ScreenLinkComponent}>
              {t('search.signup')}
            </ButtonLink>
          }
        >
          {t('search.visitorInvite')}
        </Alert>
      ) : null}
      <form
        method="get"
        action={props.action}
        onSubmit={submit}
        className={own.filters}
        aria-label={t('search.filters')}
        role="search"
      >
        {show('gender') ? (
          <NativeSelect
            name="gender"
            label={t('search.gender')}
            value={values.gender}
            options={GENDERS.map((g) => ({ value: g, label: t(`search.genders.${g}`) }))}
            onChange={(gender) => setValues({ ...values, gender: gender as SearchValues['gender'] })}
          />
        ) : null}
        {show('country') ? (
          <NativeSelect
            name="country"
            label={t('search.country')}
            value={values.country}
            options={props.countries.map((c) => ({ value: c, label: countryName(c) }))}
            onChange={(country) => setValues({ ...values, country, countryregion: null })}
          />
        ) : null}
        {show('countryregion') && regions.length > 0 ? (
          <NativeSelect
            name="countryregion"
            label={t(`regionLabels.${regionLabel.replaceAll(' ', '_')}`, {
              defaultValue: t('regionLabels.region'),
            })}
            value={values.countryregion === null ? '' : String(values.countryregion)}
            options={[
              { value: '', label: t('search.anyRegion') },
              ...regions.map((r) => ({ value: String(r.id), label: r.name })),
            ]}
            onChange={(region) => setValues({ ...values, countryregion: region ? Number(region) : null })}
          />
        ) : null}
        {show('min_age') ? (
          <NativeSelect
            name="min_age"
            label={t('search.minAge')}
            value={String(values.min_age)}
            options={ages.map((a) => ({ value: a, label: a }))}
            onChange={(age) => setValues({ ...values, min_age: Number(age) })}
          />
        ) : null}
        {show('max_age') ? (
          <NativeSelect
            name="max_age"
            label={t('search.maxAge')}
            value={String(values.max_age)}
            options={ages.map((a) => ({ value: a, label: a }))}
            onChange={(age) => setValues({ ...values, max_age: Number(age) })}
          />
        ) : null}
        <div className={own.submit}>
          <Button type="submit" variant="primary">
            {t('search.submit')}
          </Button>
        </div>
      </form>

      {props.status === 'loading' ? (
        <LoadingSkeletons label={t('search.loading')} count={10} height={220} className={styles.cards} />
      ) : props.status === 'error' ? (
        <RetryableError message={t('search.error')} retryLabel={t('actions.retry')} onRetry={props.onRetry} />
      ) : (
        <>
          {count ? (
            <p className={styles.muted} role="status">
              {count}
            </p>
          ) : null}
          {props.profiles.length > 0 ? (
            <MemberCards members={props.profiles} hrefOf={props.profileHref} label={t('search.results')} />
          ) : (
            <EmptyState title={t('search.empty')} text={t('search.emptyText')} headingLevel={2} />
          )}
          {props.hasMore ? (
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
          {props.similar.length > 0 ? (
            <section className={styles.section} aria-labelledby={`${id}-similar`}>
              <h2 id={`${id}-similar`} className={styles.sectionTitle}>
                {t('search.similar')}
              </h2>
              <p className={styles.muted}>
                {props.widened.includes('region') && props.widened.includes('age')
                  ? t('search.widenedBoth')
                  : props.widened.includes('region')
                    ? t('search.widenedRegion')
                    : t('search.widenedAge')}
              </p>
              <MemberCards members={props.similar} hrefOf={props.profileHref} label={t('search.similar')} />
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}
