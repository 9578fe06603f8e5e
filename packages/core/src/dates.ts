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

/**
 * The calendar day an instant falls on in a time zone (the runtime's own when none is given), as
 * the UTC midnight of that date in ms: two instants are on the same day when these are equal.
 */
export function calendarDayIn(at: Date, timeZone?: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'));
}

/**
 * When a conversation's last message came, as the chat list shows it: the time for today, the
 * weekday for the six days before, the date before that. Days are the viewer's (`timeZone`, their
 * own when none is given).
 */
export function formatChatListTime(sentAt: Date, now: Date, locale: string, timeZone?: string): string {
  const daysAgo = (calendarDayIn(now, timeZone) - calendarDayIn(sentAt, timeZone)) / 86_400_000;
  const options: Intl.DateTimeFormatOptions =
    daysAgo === 0
      ? { timeStyle: 'short' }
      : daysAgo > 0 && daysAgo < 7
        ? { weekday: 'long' }
        : { dateStyle: 'short' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(sentAt);
}
