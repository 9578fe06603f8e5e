import { describe, expect, it } from 'vitest';
import { adminDivisions } from '../../adapters/geo';
import { REGIONS } from '../../db/seed/regions';
import { normaliseRegionName, regionOfPlace } from './region-match';

/**
 * Regions the dataset cannot point at: Ireland's first GeoNames level is the four provinces, not
 * the counties; Norway's counties merged in 2020 and split again in 2024 share one code; Åland is
 * its own country (AX) in GeoNames.
 */
const UNREACHABLE: Readonly<Record<string, readonly string[]>> = {
  IE: REGIONS.IE!,
  NO: ['Akershus', 'Buskerud', 'Østfold', 'Vestfold', 'Telemark', 'Troms', 'Finnmark'],
  FI: ['Ahvenanmaa'],
};

describe('regionOfPlace', () => {
  const divisions = adminDivisions();

  it.each(Object.keys(REGIONS))(
    '%s: every division maps to a region of our list, and every region is reached',
    (country) => {
      const reached = new Set<string>();
      for (const division of divisions.filter((d) => d.country === country)) {
        const region = regionOfPlace(division);
        if (region === null) continue;
        expect(REGIONS[country]).toContain(region);
        reached.add(region);
      }
      const expected = REGIONS[country]!.filter((r) => !(UNREACHABLE[country] ?? []).includes(r));
      expect([...reached].sort()).toEqual([...expected].sort());
    },
  );

  it('answers null for a country without regions of ours', () => {
    expect(regionOfPlace({ country: 'PT', admin1: '14', admin2: '', admin1Names: ['Lisbon'] })).toBeNull();
  });

  it('answers null for a division whose name matches none of ours', () => {
    expect(regionOfPlace({ country: 'IE', admin1: 'L', admin2: '', admin1Names: ['Leinster'] })).toBeNull();
  });

  it('matches names without accents, case or the word for the kind of division', () => {
    expect(normaliseRegionName('Kanton St. Gallen')).toBe(normaliseRegionName('St. Gallen'));
    expect(normaliseRegionName('Örebro län')).toBe(normaliseRegionName('Örebro'));
    expect(regionOfPlace({ country: 'SE', admin1: '15', admin2: '', admin1Names: ['Örebro County'] })).toBe(
      'Örebro',
    );
    expect(
      regionOfPlace({
        country: 'CH',
        admin1: 'LU',
        admin2: '',
        admin1Names: ['Canton of Lucerne', 'Kanton Luzern'],
      }),
    ).toBe('Luzern');
  });
});
