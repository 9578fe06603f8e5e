import { DEFAULT_DATE_LOCALE } from './locales';

/**
 * Formats a date (day, month name, year) in a date locale; the default date locale nl is used
 * when the locale names none or an invalid one (spec point 1).
 */
export function formatDate(date: Date, dateLocale?: string | null, timeZone = 'UTC'): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone };
  try {
    return new Intl.DateTimeFormat(dateLocale || DEFAULT_DATE_LOCALE, options).format(date);
  } catch {
    return new Intl.DateTimeFormat(DEFAULT_DATE_LOCALE, options).format(date);
  }
}
