import { describe, expect, it } from 'vitest';
import { LOCALES, localeFromDomainLanguage, siteCopyFits, visibleLocales } from './locales';

describe('visibleLocales', () => {
  it('follows the spec table', () => {
    expect(visibleLocales('US')).toEqual(['en', 'es']);
    expect(visibleLocales('BE')).toEqual(['nl', 'fr', 'de']);
    expect(visibleLocales('CH')).toEqual(['de', 'it', 'fr', 'en']);
    expect(visibleLocales('FI')).toEqual(['fi', 'sv']);
    expect(visibleLocales('NO')).toEqual(['nb']);
  });
  it('prefers the selected country over the GeoIP country', () => {
    expect(visibleLocales('NL', 'CA')).toEqual(['en', 'fr']);
  });
  it('shows every locale for an unknown country', () => {
    expect(visibleLocales('ZZ')).toEqual(LOCALES);
    expect(visibleLocales(null)).toEqual(LOCALES);
  });
});

describe('localeFromDomainLanguage', () => {
  it('takes a supported first two letters', () => {
    expect(localeFromDomainLanguage('de_DE')).toBe('de');
    expect(localeFromDomainLanguage('nb-NO')).toBe('nb');
  });
  it('ignores unsupported or empty values', () => {
    expect(localeFromDomainLanguage('pt_BR')).toBeNull();
    expect(localeFromDomainLanguage('')).toBeNull();
    expect(localeFromDomainLanguage(undefined)).toBeNull();
  });
});

describe('siteCopyFits', () => {
  it("fits a page in the site's own language only", () => {
    expect(siteCopyFits('en', 'en_US')).toBe(true);
    expect(siteCopyFits('de', 'de-AT')).toBe(true);
    expect(siteCopyFits('de', 'en_US')).toBe(false);
    expect(siteCopyFits('nl', 'en_US')).toBe(false);
  });
  it('fits no page when the site names no language it has', () => {
    expect(siteCopyFits('en', '')).toBe(false);
    expect(siteCopyFits('en', null)).toBe(false);
    expect(siteCopyFits('pt', 'pt_BR')).toBe(false);
  });
});
