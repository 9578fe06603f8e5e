import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NATIVE_LOCALE_NAMES, visibleLocales, type Locale } from '@amori/core';
import { Alert, Button } from '@amori/ui';
import * as styles from '../shared/page.css';

export interface LangConfigScreenProps {
  /** The site's countries. */
  countries: readonly string[];
  /** The country chosen before, else the GeoIP country. */
  country: string | null;
  locale: Locale;
  status: 'idle' | 'saving' | 'saved';
  onSave: (choice: { locale: Locale; country: string }) => void;
}

/** Choose the site's language among the locales visible in a country, and the country. */
export function LangConfigScreen({ countries, country, locale, status, onSave }: LangConfigScreenProps) {
  const { t, i18n } = useTranslation('support');
  const id = useId();
  const [chosenCountry, setChosenCountry] = useState(
    country && countries.includes(country) ? country : (countries[0] ?? ''),
  );
  const locales = visibleLocales(chosenCountry);
  const [chosenLocale, setChosenLocale] = useState<Locale>(locale);
  const effectiveLocale = locales.includes(chosenLocale) ? chosenLocale : (locales[0] ?? locale);
  const regionNames = regionNamer(i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ locale: effectiveLocale, country: chosenCountry });
  };

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('langConfig.title')}
      </h1>
      <p className={styles.muted}>{t('langConfig.intro')}</p>
      {status === 'saved' && (
        <Alert tone="success" announce>
          {t('langConfig.saved')}
        </Alert>
      )}
      <form className={styles.form} onSubmit={submit}>
        {/* TODO(ui): use the library's Select field when it lands */}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-country`}>
            {t('langConfig.country')}
          </label>
          <select
            id={`${id}-country`}
            className={styles.input}
            value={chosenCountry}
            onChange={(e) => setChosenCountry(e.target.value)}
          >
            {countries.map((code) => (
              <option key={code} value={code}>
                {regionNames(code)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={styles.label}>{t('langConfig.language')}</legend>
          {locales.map((code) => (
            <label key={code} style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 32 }}>
              <input
                type="radio"
                name={`${id}-locale`}
                value={code}
                checked={effectiveLocale === code}
                onChange={() => setChosenLocale(code)}
              />
              <span lang={code}>{NATIVE_LOCALE_NAMES[code]}</span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" variant="primary" isDisabled={status === 'saving'}>
          {t('langConfig.save')}
        </Button>
      </form>
    </section>
  );
}

function regionNamer(language: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}
