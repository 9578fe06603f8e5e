import { describe, expect, it } from 'vitest';
import {
  entryWarningVisible,
  siteEntryCountryRestricted,
  siteEntryModalVisible,
  visitorCountry,
} from './entryWarning';

describe('entryWarningVisible', () => {
  it('always shows in the default layout', () => {
    expect(entryWarningVisible('default', 'index', 'US')).toBe(true);
  });
  it('shows in chat, lander and empty layouts for NL and DE only', () => {
    for (const layout of ['chat', 'lander', 'empty'] as const) {
      expect(entryWarningVisible(layout, 'x', 'NL')).toBe(true);
      expect(entryWarningVisible(layout, 'x', 'de')).toBe(true);
      expect(entryWarningVisible(layout, 'x', 'BE')).toBe(false);
      expect(entryWarningVisible(layout, 'x', null)).toBe(false);
    }
  });
  it('hides on complete-signup and reset-password routes', () => {
    for (const name of ['complete-signup', 'reset-password', 'reset-password-do'])
      expect(entryWarningVisible('empty', name, 'NL')).toBe(false);
  });
});

describe('siteEntryModalVisible', () => {
  const base = {
    loggedIn: false,
    installedApp: false,
    enabled: true,
    countryRestricted: false,
    alreadySeen: false,
  };
  it('shows once to logged-out visitors', () => {
    expect(siteEntryModalVisible(base)).toBe(true);
    expect(siteEntryModalVisible({ ...base, alreadySeen: true })).toBe(false);
  });
  it('never shows logged in, installed, disabled or country-restricted', () => {
    expect(siteEntryModalVisible({ ...base, loggedIn: true })).toBe(false);
    expect(siteEntryModalVisible({ ...base, installedApp: true })).toBe(false);
    expect(siteEntryModalVisible({ ...base, enabled: false })).toBe(false);
    expect(siteEntryModalVisible({ ...base, countryRestricted: true })).toBe(false);
  });
});

describe('the visitor country', () => {
  it('is the selected country when set, else the GeoIP one, upper case', () => {
    expect(visitorCountry('NL', 'de')).toBe('DE');
    expect(visitorCountry('nl', null)).toBe('NL');
    expect(visitorCountry('NL', '')).toBe('NL');
    expect(visitorCountry(null, undefined)).toBeNull();
  });
});

describe('siteEntryCountryRestricted (site_entry_popup_countries)', () => {
  it('restricts nobody without a list', () => {
    expect(siteEntryCountryRestricted({ countries: null, geoipCountry: 'US', selectedCountry: null })).toBe(
      false,
    );
    expect(siteEntryCountryRestricted({ countries: [], geoipCountry: 'US', selectedCountry: null })).toBe(
      false,
    );
  });
  it('shows only in the listed countries', () => {
    const countries = ['NL', 'de'];
    expect(siteEntryCountryRestricted({ countries, geoipCountry: 'NL', selectedCountry: null })).toBe(false);
    expect(siteEntryCountryRestricted({ countries, geoipCountry: 'US', selectedCountry: 'DE' })).toBe(false);
    expect(siteEntryCountryRestricted({ countries, geoipCountry: 'US', selectedCountry: null })).toBe(true);
  });
  it('goes by the chosen country over GeoIP', () => {
    expect(siteEntryCountryRestricted({ countries: ['NL'], geoipCountry: 'NL', selectedCountry: 'FR' })).toBe(
      true,
    );
  });
  it('restricts an unknown country when a list is set', () => {
    expect(siteEntryCountryRestricted({ countries: ['NL'], geoipCountry: null, selectedCountry: null })).toBe(
      true,
    );
  });
});
