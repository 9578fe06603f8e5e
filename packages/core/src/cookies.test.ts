import { describe, expect, it } from 'vitest';
import {
  countryCookie,
  FONTS_COOKIE,
  fontsCookie,
  LOCALE_COOKIE,
  localeCookie,
  readCookie,
  SITE_ENTRY_COOKIE,
  siteEntryCookie,
} from './cookies';

describe('locale cookie', () => {
  it('keeps i18n_redirected for 365 days', () => {
    expect(LOCALE_COOKIE).toBe('i18n_redirected');
    expect(localeCookie('de')).toBe('i18n_redirected=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(readCookie('a=1; i18n_redirected=nl', LOCALE_COOKIE)).toBe('nl');
    expect(readCookie('', LOCALE_COOKIE)).toBeNull();
  });
});

describe('country cookie', () => {
  it('keeps the chosen country for 365 days', () => {
    expect(countryCookie('be')).toBe('selected_country=BE; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('fonts cookie', () => {
  it('marks the font as cached for 365 days', () => {
    expect(fontsCookie()).toBe('fonts_cached=1; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(readCookie(fontsCookie().split(';')[0], FONTS_COOKIE)).toBe('1');
  });
});

describe('site-entry cookie', () => {
  it('remembers the accepted warning for 365 days, readable by the server', () => {
    expect(siteEntryCookie()).toBe('site_entry_accepted=1; Path=/; Max-Age=31536000; SameSite=Lax');
    const header = siteEntryCookie().split(';')[0];
    expect(readCookie(`i18n_redirected=nl; ${header}`, SITE_ENTRY_COOKIE)).toBe('1');
  });
});
