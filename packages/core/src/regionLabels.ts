/**
 * What a region is called in each country of the sites (spec point 9: "a region label varies by
 * country"): the word the site puts before a member's region.
 */
export const REGION_LABELS: Readonly<Record<string, string>> = {
  NL: 'province',
  BE: 'province',
  DE: 'state',
  AT: 'state',
  CH: 'canton',
  FR: 'region',
  IT: 'region',
  ES: 'autonomous community',
  PL: 'voivodeship',
  DK: 'region',
  FI: 'region',
  NO: 'county',
  SE: 'county',
  US: 'state',
  CA: 'province',
  GB: 'country',
  IE: 'county',
  AU: 'state',
  NZ: 'region',
};
