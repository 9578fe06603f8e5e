import { isIP } from 'node:net';
import geoip from 'geoip-country';
import { getNearestCity } from 'offline-geocode-city';

/** Country of an IP address from the offline GeoIP database; null for private and unknown addresses. */
export function countryOfIp(ip: string): string | null {
  if (!isIP(ip)) return null;
  try {
    return geoip.lookup(ip)?.country ?? null;
  } catch {
    return null;
  }
}

export interface Place {
  country: string;
  city: string | null;
}

/** Nearest city of a position from an offline dataset shipped in an npm package; null when none. */
export async function reverseGeocode(lat: number, lon: number): Promise<Place | null> {
  try {
    const found = (await getNearestCity(lat, lon)) as { cityName?: string; countryIso2?: string } | null;
    if (!found?.countryIso2 || !/^[A-Z]{2}$/.test(found.countryIso2)) return null;
    return { country: found.countryIso2, city: found.cityName ?? null };
  } catch {
    return null;
  }
}
