import type { NearestPlace } from '../../adapters/geo';
import { REGIONS } from '../../db/seed/regions';

/**
 * GeoNames first-level divisions whose names in the dataset (English, German, French, ...) do not
 * match the name in our region list, keyed `CC.admin1` → our name. Norway's 2020/2024 reforms are
 * keyed by the codes GeoNames uses today; its merged counties that were split again in 2024
 * (30 Viken, 38 Vestfold og Telemark, 54 Troms og Finnmark) cannot be told apart without
 * boundaries and answer no region.
 */
const ADMIN1_ALIASES: Readonly<Record<string, string>> = {
  'NL.06': 'Noord-Brabant',
  'NL.07': 'Noord-Holland',
  'NL.11': 'Zuid-Holland',
  'FR.24': 'Centre-Val de Loire',
  'NZ.F3': 'Manawatū-Whanganui',
  'FI.09': 'Etelä-Karjala',
  'FI.10': 'Etelä-Savo',
  'FI.11': 'Pohjois-Savo',
  'FI.12': 'Pohjois-Karjala',
  'FI.13': 'Keski-Suomi',
  'FI.14': 'Etelä-Pohjanmaa',
  'FI.15': 'Pohjanmaa',
  'FI.16': 'Keski-Pohjanmaa',
  'FI.17': 'Pohjois-Pohjanmaa',
  'FI.19': 'Lappi',
  'PL.72': 'Dolnośląskie',
  'PL.74': 'Łódzkie',
  'PL.75': 'Lubelskie',
  'PL.76': 'Lubuskie',
  'PL.77': 'Małopolskie',
  'PL.78': 'Mazowieckie',
  'PL.79': 'Opolskie',
  'PL.80': 'Podkarpackie',
  'PL.81': 'Podlaskie',
  'PL.82': 'Pomorskie',
  'PL.83': 'Śląskie',
  'PL.85': 'Warmińsko-mazurskie',
  'PL.86': 'Wielkopolskie',
  'PL.87': 'Zachodniopomorskie',
  'NO.08': 'Møre og Romsdal',
  'NO.09': 'Nordland',
  'NO.12': 'Oslo',
  'NO.14': 'Rogaland',
  'NO.21': 'Trøndelag',
  'NO.34': 'Innlandet',
  'NO.42': 'Agder',
  'NO.46': 'Vestland',
};

/**
 * Belgium's first GeoNames level is the three regions; our list has the provinces, which follow
 * from the first digits of the NIS arrondissement code the dataset carries (`admin2`).
 */
function belgianProvince(nis: string): string | null {
  if (nis === '21') return 'Brussel';
  if (nis === '23' || nis === '24') return 'Vlaams-Brabant';
  if (nis === '25') return 'Brabant wallon';
  const byFirstDigit: Record<string, string> = {
    '1': 'Antwerpen',
    '3': 'West-Vlaanderen',
    '4': 'Oost-Vlaanderen',
    '5': 'Hainaut',
    '6': 'Liège',
    '7': 'Limburg',
    '8': 'Luxembourg',
    '9': 'Namur',
  };
  return byFirstDigit[nis.charAt(0)] ?? null;
}

/** Words that name the kind of division rather than the division ("Kanton Luzern", "Örebro län"). */
const KIND_WORDS =
  /\b(region|regione|county|canton|kanton|canton de|province|provinz|state|voivodeship|woiwodschaft|lan|of|de|du)\b/g;

/** Lower case, no accents, no punctuation, no words that name the kind of division. */
export function normaliseRegionName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(KIND_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const byNormalisedName = new Map(
  Object.entries(REGIONS).map(([country, regions]) => [
    country,
    new Map(regions.map((r) => [normaliseRegionName(r), r])),
  ]),
);

/**
 * The name of the region of our list (the regions table the site's picker shows) that a place lies
 * in, or null when the country has no regions of ours or the division cannot be matched.
 */
export function regionOfPlace(
  place: Pick<NearestPlace, 'country' | 'admin1' | 'admin2' | 'admin1Names'>,
): string | null {
  const ours = byNormalisedName.get(place.country);
  if (!ours) return null;
  if (place.country === 'BE') return belgianProvince(place.admin2);
  const alias = ADMIN1_ALIASES[`${place.country}.${place.admin1}`];
  if (alias) return alias;
  for (const name of place.admin1Names) {
    const found = ours.get(normaliseRegionName(name));
    if (found) return found;
  }
  return null;
}
