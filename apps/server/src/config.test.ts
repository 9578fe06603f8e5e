import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('SEED_SITE_ENTRY_POPUP_COUNTRIES', () => {
  it('is unset by default (the demo site shows the popup in every country)', () => {
    expect(loadConfig({}).SEED_SITE_ENTRY_POPUP_COUNTRIES).toBeUndefined();
  });
  it('reads a comma-separated list of country codes, upper case', () => {
    expect(loadConfig({ SEED_SITE_ENTRY_POPUP_COUNTRIES: 'nl,DE' }).SEED_SITE_ENTRY_POPUP_COUNTRIES).toEqual([
      'NL',
      'DE',
    ]);
  });
  it('refuses anything else', () => {
    expect(() => loadConfig({ SEED_SITE_ENTRY_POPUP_COUNTRIES: 'NL;DE' })).toThrow(/SEED_SITE_ENTRY/);
  });
});
