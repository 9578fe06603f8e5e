import { GENDERS, SEARCH_MAX_AGE, SEARCH_MIN_AGE } from '@amori/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, NativeSelect } from '@amori/ui';
import type { HomeSearch as HomeSearchProps, HomeSearchValues } from './types';
import * as styles from './IndexScreen.css';

const ages = Array.from({ length: SEARCH_MAX_AGE - SEARCH_MIN_AGE + 1 }, (_, i) => {
  const age = String(SEARCH_MIN_AGE + i);
  return { value: age, label: age };
});

/**
 * The search a visitor starts from the home page: a plain GET form to the members page, its
 * fields named as that page reads its query, so it works before (and without) the page's
 * scripts. With them, `onSearch` takes the values and the site navigates without a reload.
 */
export function HomeSearch({
  search,
  onSearch,
}: {
  search: HomeSearchProps;
  onSearch?: (values: HomeSearchValues) => void;
}) {
  const { t } = useTranslation(['home', 'members']);
  const id = useId();
  const maxAge = useRef<HTMLSelectElement>(null);
  const [ageError, setAgeError] = useState(false);
  const { values } = search;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const min = Number(form.get('min_age'));
    const max = Number(form.get('max_age'));
    if (min > max) {
      event.preventDefault();
      setAgeError(true);
      maxAge.current?.focus();
      return;
    }
    if (!onSearch) return;
    event.preventDefault();
    const region = String(form.get('countryregion') ?? '');
    onSearch({
      gender: form.get('gender') === 'male' ? 'male' : 'female',
      country: values.country,
      countryregion: region ? Number(region) : null,
      min_age: min,
      max_age: max,
    });
  };

  return (
    <section className={styles.searchCard} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.searchTitle}>
        {t('search.title')}
      </h2>
      <form
        className={styles.searchForm}
        method="get"
        action={search.action}
        role="search"
        aria-labelledby={`${id}-title`}
        onSubmit={submit}
      >
        <input type="hidden" name="country" value={values.country} />
        <NativeSelect
          name="gender"
          label={t('members:search.gender')}
          defaultValue={values.gender}
          options={GENDERS.map((g) => ({ value: g, label: t(`members:search.genders.${g}`) }))}
        />
        {search.regions.length > 0 ? (
          <NativeSelect
            name="countryregion"
            label={t(`members:regionLabels.${search.regionLabel.replaceAll(' ', '_')}`, {
              defaultValue: t('members:regionLabels.region'),
            })}
            defaultValue={values.countryregion === null ? '' : String(values.countryregion)}
            options={[
              { value: '', label: t('members:search.anyRegion') },
              ...search.regions.map((r) => ({ value: String(r.id), label: r.name })),
            ]}
          />
        ) : null}
        <div className={styles.ages}>
          <NativeSelect
            name="min_age"
            label={t('members:search.minAge')}
            defaultValue={String(values.min_age)}
            options={ages}
            onChange={() => setAgeError(false)}
          />
          <NativeSelect
            ref={maxAge}
            name="max_age"
            label={t('members:search.maxAge')}
            defaultValue={String(values.max_age)}
            options={ages}
            onChange={() => setAgeError(false)}
            errorMessage={ageError ? t('search.ageOrder') : undefined}
          />
        </div>
        <Button type="submit" variant="primary" size="large" fullWidth>
          {t('search.submit')}
        </Button>
      </form>
    </section>
  );
}
